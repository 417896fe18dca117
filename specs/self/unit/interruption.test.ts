import { expect, test } from '@playwright/test'
import { exitCodeOf } from '../../../fixtures/report/exit-code.ts'
import { mergeConformance } from '../../../fixtures/report/merge.ts'
import { summaryMarkdown, summaryTable } from '../../../fixtures/report/summary.ts'
import { sampleReport } from '../support/sample-report.ts'

// An interrupted run judged part of the catalogue: clean as its verdicts may be, it never
// exits 0, and every summary says it was interrupted.

test('an interrupted report exits 130 whatever its verdicts, and a clean one does not', () => {
  expect(exitCodeOf(sampleReport({ 'AC-01': 'pass' }, { interrupted: true }))).toBe(130)
  expect(exitCodeOf(sampleReport({ 'AC-01': 'pass' }))).toBe(0)
  expect(exitCodeOf(sampleReport({ 'AC-01': 'fail' }, { interrupted: true }), 'regressions')).toBe(
    130,
  )
})

test('the console and Markdown summaries of an interrupted run say so', () => {
  const report = sampleReport({ 'AC-01': 'pass' }, { interrupted: true })
  expect(summaryTable(report, 'conformance')).toMatch(/INTERRUPTED interrupted by a signal/)
  expect(summaryMarkdown(report)).toMatch(/\*\*Interrupted:\*\* interrupted by a signal/)
  expect(summaryMarkdown(sampleReport({ 'AC-01': 'pass' }))).not.toMatch(/Interrupted/)
})

test('a merge of slices one of which was interrupted is interrupted', () => {
  const slice = (current: number, interrupted: boolean) =>
    sampleReport(current === 1 ? { 'AC-01': 'pass' } : { 'AC-02': 'pass' }, {
      shard: { current, total: 2 },
      ...(interrupted ? { interrupted: true as const } : {}),
    })
  expect(mergeConformance([slice(1, false), slice(2, true)]).interrupted).toBe(true)
  expect(mergeConformance([slice(1, false), slice(2, false)]).interrupted).toBeUndefined()
})
