import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { expect, test } from '@playwright/test'
import { catalogueVersion } from '../../../fixtures/catalogue/version.ts'
import { loadBaseline } from '../../../fixtures/report/baseline-file.ts'
import { compareWithBaseline } from '../../../fixtures/report/compare-baseline.ts'
import {
  countVerdicts,
  type ConformanceReport,
  type ReportedResult,
} from '../../../fixtures/report/conformance-report.ts'
import { exitCodeOf } from '../../../fixtures/report/exit-code.ts'
import { mergeConformance } from '../../../fixtures/report/merge.ts'
import { sampleReport } from '../support/sample-report.ts'

const versions = {
  harness: '0.1.0',
  node: '20.0.0',
  playwright: '1.0.0',
  catalogue: catalogueVersion,
}

// A report whose entries are edited one by one: each id as the sample has it, unless given.
function report(
  entries: Record<string, Partial<ReportedResult>>,
  extra: Partial<ConformanceReport> = {},
): ConformanceReport {
  const sample = sampleReport({}, { versions, ...extra })
  const results = sample.results.map((r) => {
    const edit = entries[r.id]
    if (!edit) return { ...r, verdict: 'pass' as const, reason: undefined, detail: 'fine' }
    const { reason, ...rest } = edit
    return { ...r, verdict: 'pass' as const, ...rest, detail: edit.detail ?? 'fine', reason }
  })
  const cleaned = results.map(withoutUndefined)
  return { ...sample, summary: countVerdicts(cleaned, false), results: cleaned }
}

const withoutUndefined = (r: ReportedResult): ReportedResult =>
  Object.fromEntries(Object.entries(r).filter(([, v]) => v !== undefined)) as ReportedResult

const moves = (list: readonly { id: string; from: string; to: string }[]) =>
  Object.fromEntries(list.map((c) => [c.id, `${c.from}→${c.to}`]))

test('what got worse is a regression, what got better is fixed, the rest is a change', () => {
  const before = report({
    'AC-01': {},
    'AC-02': { verdict: 'skip', reason: 'not-applicable' },
    'AC-03': { verdict: 'warn' },
    'AC-04': {},
    'AC-05': { verdict: 'fail' },
    'AC-06': { verdict: 'warn' },
    'AC-07': { verdict: 'fail' },
    'AC-08': {},
    'AC-09': { verdict: 'skip', reason: 'not-configured' },
    'AC-10': { verdict: 'skip', reason: 'not-configured' },
    'AC-11': { verdict: 'fail' },
    'AC-12': { detail: 'answered 400' },
    'AC-13': { verdict: 'fail' },
    'AC-14': { verdict: 'skip', reason: 'not-run' },
    'AC-15': { verdict: 'fail' },
  })
  const after = report({
    'AC-01': { verdict: 'fail' },
    'AC-02': { verdict: 'warn' },
    'AC-03': { verdict: 'fail' },
    'AC-04': { verdict: 'waived' },
    'AC-05': {},
    'AC-06': {},
    'AC-07': { verdict: 'warn' },
    'AC-08': { verdict: 'skip', reason: 'not-judged' },
    'AC-09': {},
    'AC-10': { verdict: 'skip', reason: 'not-applicable' },
    'AC-11': { verdict: 'waived' },
    'AC-12': { detail: 'answered 401' },
    'AC-13': { verdict: 'skip', reason: 'throttled' },
    'AC-14': { verdict: 'fail' },
    'AC-15': { verdict: 'skip', reason: 'not-run' },
  })
  const section = compareWithBaseline(before, after, 'old/conformance.json')
  expect(section.source).toBe('old/conformance.json')
  expect(moves(section.regressions)).toEqual({
    'AC-01': 'pass→fail',
    'AC-02': 'skip→warn',
    'AC-03': 'warn→fail',
    'AC-04': 'pass→waived',
    'AC-14': 'skip→fail',
  })
  expect(moves(section.fixed)).toEqual({
    'AC-05': 'fail→pass',
    'AC-06': 'warn→pass',
    'AC-07': 'fail→warn',
  })
  expect(section.changed.map((c) => [c.id, c.kind])).toEqual([
    ['AC-08', 'unobserved'],
    ['AC-09', 'observed'],
    ['AC-10', 'skip-reason'],
    ['AC-11', 'waiver'],
    ['AC-12', 'detail'],
    ['AC-13', 'unobserved'],
  ])
  expect(section.changed.find((c) => c.id === 'AC-12')).toMatchObject({
    detail: 'answered 401',
    baselineDetail: 'answered 400',
  })
  expect(section.regressions[1]).toMatchObject({ fromReason: 'not-applicable', level: 'MUST' })
  expect(section.added).toEqual([])
  expect(section.removed).toEqual([])
})

test('the same verdicts on another port of the same server are no change', () => {
  const at = (port: number) =>
    report(
      {
        'AC-01': { detail: `redirected to http://127.0.0.1:${port}/cb?code=<code#1>` },
        'AC-21': { detail: `http on a loopback address (127.0.0.1:${port})` },
        'AC-34': { detail: `${port * 7.5} s later: refused: 400 invalid_grant` },
      },
      {
        target: {
          baseUrl: `http://127.0.0.1:${port}`,
          authorizationEndpoint: `http://127.0.0.1:${port}/oauth/authorize`,
          tokenEndpoint: `http://127.0.0.1:${port}/oauth/token`,
          label: port === 1 ? 'reference server' : 'reference server, faults: iss-missing',
        },
      },
    )
  const section = compareWithBaseline(at(1), at(2), 'b')
  expect(section).toMatchObject({ regressions: [], fixed: [], changed: [], notes: [] })
})

test('ids only one side has are added or removed; another target or catalogue is said first', () => {
  const before = report({ 'AC-01': { verdict: 'fail' } })
  const after = report({}, { target: { ...before.target, baseUrl: 'https://other.test' } })
  before.results = before.results.filter((r) => r.id !== 'AC-02')
  const [first] = before.results
  if (first) before.results.push({ ...first, id: 'AC-98', verdict: 'warn' })
  before.versions = { ...versions, catalogue: '64-000000000000' }
  const section = compareWithBaseline(before, after, 'b')
  expect(section.added).toEqual([{ id: 'AC-02', verdict: 'pass' }])
  expect(section.removed).toEqual([{ id: 'AC-98', verdict: 'warn' }])
  expect(section.notes).toEqual([
    'the baseline is of another target: https://as.test (this run: https://other.test)',
    `the baseline is of another catalogue version: 64-000000000000 (this run: ${catalogueVersion}); ids and levels differ`,
  ])
  const { versions: _none, ...older } = before
  expect(compareWithBaseline(older, after, 'b').notes).toContain(
    'the baseline names no catalogue version (an older harness): ids compared as found',
  )
})

test('--fail-on regressions: a known failure passes, a new one or a new warning fails', () => {
  const failing = report({ 'AC-01': { verdict: 'fail' } })
  const clean = report({})
  const withBaseline = (baseline: ConformanceReport, current: ConformanceReport) => ({
    ...current,
    baseline: compareWithBaseline(baseline, current, 'b'),
  })
  const known = withBaseline(failing, failing)
  expect(exitCodeOf(known, 'regressions')).toBe(0)
  expect(exitCodeOf(known)).toBe(1)
  expect(exitCodeOf(withBaseline(clean, failing), 'regressions')).toBe(1)
  expect(exitCodeOf(withBaseline(failing, clean), 'regressions')).toBe(0)
  expect(
    exitCodeOf(withBaseline(clean, report({ 'AC-31': { verdict: 'warn' } })), 'regressions'),
  ).toBe(1)
  const waived = report({ 'AC-01': { verdict: 'waived' } })
  expect(exitCodeOf(withBaseline(clean, waived), 'regressions')).toBe(0)
  const unjudged = report(
    Object.fromEntries(
      clean.results.map((r) => [r.id, { verdict: 'skip', reason: 'not-judged' } as const]),
    ),
  )
  expect(exitCodeOf(withBaseline(clean, unjudged), 'regressions')).toBe(2)
  expect(exitCodeOf(withBaseline(failing, unjudged), 'regressions')).toBe(2)
})

test('a bad --baseline is refused with the path named; a folder is read for its conformance.json', () => {
  const dir = mkdtempSync(join(tmpdir(), 'oac-baseline-test-'))
  const file = (name: string, text: string) => {
    writeFileSync(join(dir, name), text)
    return join(dir, name)
  }
  expect(() => loadBaseline(join(dir, 'none.json'))).toThrow(
    `--baseline ${join(dir, 'none.json')}: cannot read the file (ENOENT)`,
  )
  expect(() => loadBaseline(dir)).toThrow(`--baseline ${dir}: no conformance.json in it`)
  expect(() => loadBaseline(file('broken.json', '{'))).toThrow(': not valid JSON: ')
  expect(() => loadBaseline(file('other.json', '{"results":[]}'))).toThrow(
    ': not a conformance.json of schema version 1: schemaVersion: ',
  )
  const earlier = report({ 'AC-01': { verdict: 'fail' } })
  const compared = { ...earlier, baseline: compareWithBaseline(earlier, earlier, 'x') }
  file('conformance.json', JSON.stringify(compared))
  const loaded = loadBaseline(dir)
  expect(loaded.source).toBe(join(dir, 'conformance.json'))
  expect(loaded.report).toEqual(earlier)
})

// Each slice compares only the ids it ran; the merge compares again (cli/merge.ts), so no
// slice's comparison may pass for the whole run's.
test('a merge keeps the versions and drops the slices’ comparisons', () => {
  const slice = (current: number, judged: Record<string, Partial<ReportedResult>>) => {
    const each = report(judged, { shard: { current, total: 2 } })
    each.results = each.results.map((r) =>
      r.id in judged ? r : { ...r, verdict: 'skip' as const, reason: 'not-run' as const },
    )
    return { ...each, baseline: compareWithBaseline(report({}), each, 'b') }
  }
  const merged = mergeConformance([slice(1, { 'AC-01': { verdict: 'fail' } }), slice(2, {})])
  expect(merged.versions).toEqual(versions)
  expect(merged).not.toHaveProperty('baseline')
  const section = compareWithBaseline(report({}), merged, 'b')
  expect(moves(section.regressions)).toEqual({ 'AC-01': 'pass→fail' })
})
