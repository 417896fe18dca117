import { expect, test } from '@playwright/test'
import { applyWaivers } from '../../../fixtures/report/apply-waivers.ts'
import { exitCodeOf } from '../../../fixtures/report/exit-code.ts'
import { loadWaivers } from '../../../fixtures/report/waivers.ts'
import { countVerdicts } from '../../../fixtures/report/conformance-report.ts'
import { sampleReport, sampleVerdicts } from '../support/sample-report.ts'
import { waiverFile } from '../support/waiver-file.ts'

const set = (today: string, ...waivers: { id: string; expires: string }[]) => ({
  today,
  waivers: waivers.map((w) => ({ ...w, reason: `ticket for ${w.id}` })),
})

test('a listed failure is waived until its expiry day, inclusive', () => {
  const verdicts = sampleVerdicts({ 'AC-33': 'fail', 'AC-40': 'fail' })
  const { results, waivers } = applyWaivers(
    verdicts,
    set(
      '2026-11-22',
      { id: 'AC-33', expires: '2026-11-22' },
      { id: 'AC-40', expires: '2026-11-21' },
    ),
  )
  const byId = Object.fromEntries(results.map((r) => [r.id, r]))
  expect(byId['AC-33']?.verdict).toBe('waived')
  expect(byId['AC-33']?.waiver).toEqual({ reason: 'ticket for AC-33', expires: '2026-11-22' })
  expect(byId['AC-33']?.detail).toBe('fail evidence for AC-33')
  expect(byId['AC-40']?.verdict).toBe('fail')
  expect(waivers?.map((w) => [w.id, w.status])).toEqual([
    ['AC-33', 'applied'],
    ['AC-40', 'expired'],
  ])
})

test('a waiver for a requirement that did not fail is unused and changes nothing', () => {
  const verdicts = sampleVerdicts({ 'AC-31': 'warn', 'AC-30': 'pass' })
  const { results, waivers } = applyWaivers(
    verdicts,
    set(
      '2026-11-22',
      { id: 'AC-31', expires: '2030-01-01' },
      { id: 'AC-30', expires: '2030-01-01' },
    ),
  )
  expect(results).toEqual(verdicts)
  expect(waivers?.map((w) => w.status)).toEqual(['unused', 'unused'])
})

test('waived failures leave the exit code; summary counts them apart', () => {
  const { results, waivers } = applyWaivers(
    sampleVerdicts({ 'AC-33': 'fail', 'AC-30': 'pass' }),
    set('2026-11-22', { id: 'AC-33', expires: '2030-01-01' }),
  )
  const summary = countVerdicts(results, waivers !== undefined)
  expect(summary).toMatchObject({ pass: 1, fail: 0, waived: 1 })
  expect(exitCodeOf(sampleReport({}, { summary, results }))).toBe(0)
  expect(exitCodeOf(sampleReport({ 'AC-33': 'fail' }))).toBe(1)
  expect(countVerdicts(sampleVerdicts({}), false)).not.toHaveProperty('waived')
})

test('a bad waivers file is refused with the file and the entry named', () => {
  const cases: [unknown, string][] = [
    [{ id: 'AC-33' }, '(top level): '],
    [[{ id: 'AC-33', reason: 'r', expires: '31.12.2026' }], '[0].expires: '],
    [[{ id: 'AC-33', reason: ' ', expires: '2026-12-31' }], '[0].reason: '],
    [[{ id: 'AC-99', reason: 'r', expires: '2026-12-31' }], '[0].id: no requirement AC-99'],
    [[{ id: 'AC-33', reason: 'r', expires: '2026-12-31', until: 'x' }], '[0]: '],
    [
      [
        { id: 'AC-33', reason: 'r', expires: '2026-12-31' },
        { id: 'AC-33', reason: 'r', expires: '2027-12-31' },
      ],
      '[1].id: AC-33 is waived twice',
    ],
  ]
  for (const [content, message] of cases) {
    const file = waiverFile(content)
    expect(() => loadWaivers(file), message).toThrow(`${file}: ${message}`)
  }
})
