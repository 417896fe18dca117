import { expect, test } from '@playwright/test'
import { requirements } from '../../../fixtures/catalogue/requirements.ts'
import { mergeConformance } from '../../../fixtures/report/merge.ts'
import { verdictsOf } from '../support/report-verdicts.ts'
import { sampleReport } from '../support/sample-report.ts'

const shard = (current: number, total: number) => ({ shard: { current, total } })

test('merging takes each verdict from the slice that judged it', () => {
  const judged = { 'AC-01': 'pass', 'AC-33': 'fail', 'AC-02': 'warn', 'AC-40': 'skip' } as const
  const merged = mergeConformance([
    sampleReport({ 'AC-01': judged['AC-01'], 'AC-33': judged['AC-33'] }, shard(1, 2)),
    sampleReport({ 'AC-02': judged['AC-02'], 'AC-40': judged['AC-40'] }, shard(2, 2)),
  ])
  expect(verdictsOf(merged)).toMatchObject(judged)
  expect(merged.results.find((r) => r.id === 'AC-40')?.detail).toBe('skip evidence for AC-40')
  expect(merged.results).toHaveLength(requirements.length)
  // Every id no slice judged is a skip, beside the one judged skip.
  const notRun = requirements.length - Object.keys(judged).length
  expect(merged.summary).toEqual({ pass: 1, fail: 1, warn: 1, skip: notRun + 1 })
  expect(merged).not.toHaveProperty('shard')
})

test('an incomplete, doubled or mixed set of slices is refused', () => {
  const one = sampleReport({ 'AC-01': 'pass' }, shard(1, 3))
  const two = sampleReport({ 'AC-02': 'pass' }, shard(2, 3))
  expect(() => mergeConformance([one, two])).toThrow('shard 3/3 is missing')
  expect(() => mergeConformance([one, one, two])).toThrow('shard 1/3 is given twice')
  const elsewhere = sampleReport(
    {},
    { ...shard(3, 3), target: { ...one.target, baseUrl: 'https://other.test' } },
  )
  expect(() => mergeConformance([one, two, elsewhere])).toThrow('different targets')
  const overlap = [sampleReport({ 'AC-01': 'pass' }), sampleReport({ 'AC-01': 'fail' })]
  expect(() => mergeConformance(overlap)).toThrow('AC-01 was judged by more than one slice')
})
