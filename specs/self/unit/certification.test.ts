import { expect, test } from '@playwright/test'
import { parseCommand } from '../../../cli/args.ts'
import { certificateHtml } from '../../../fixtures/report/certificate.ts'
import { exitCodeOf } from '../../../fixtures/report/exit-code.ts'
import { summaryMarkdown, summaryTable } from '../../../fixtures/report/summary.ts'
import type { ConformanceReport } from '../../../fixtures/report/conformance-report.ts'
import { HarnessError } from '../../../fixtures/errors.ts'
import { requirements } from '../../../fixtures/catalogue/requirements.ts'
import { sampleReport } from '../support/sample-report.ts'

const everyId = Object.fromEntries(requirements.map((r) => [r.id, 'pass' as const]))

function withUnjudged(report: ConformanceReport, ids: readonly string[]): ConformanceReport {
  return {
    ...report,
    results: report.results.map((r) =>
      ids.includes(r.id)
        ? { ...r, verdict: 'skip' as const, reason: 'not-judged' as const, detail: 'not judged' }
        : r,
    ),
  }
}

test('--profile certification is --strict and refuses --grep; nothing else is a profile', () => {
  const run = parseCommand(['--profile', 'certification'])
  expect(run.kind === 'run' && run.options).toMatchObject({
    profile: 'certification',
    strict: true,
  })
  for (const argv of [
    ['--profile', 'certification', '--grep', 'AC-01'],
    ['--profile', 'quick'],
  ]) {
    expect(() => parseCommand(argv), argv.join(' ')).toThrow(HarnessError)
  }
})

test('a certification run with a check not judged or throttled exits 3, naming them', () => {
  const complete = sampleReport(everyId, { profile: 'certification' })
  expect(exitCodeOf(complete)).toBe(0)
  const incomplete = withUnjudged(complete, ['AC-10', 'KYC-01'])
  expect(exitCodeOf(incomplete)).toBe(3)
  expect(summaryTable(incomplete, 'conformance')).toMatch(
    /INCOMPLETE certification run incomplete: 2 checks not judged or throttled \(AC-10, KYC-01\)/,
  )
  expect(summaryMarkdown(incomplete)).toMatch(/\*\*Incomplete:\*\* .*AC-10, KYC-01/)
  // Without the profile, the contract's codes stand.
  const { profile, ...ordinary } = incomplete
  expect(profile).toBe('certification')
  expect(exitCodeOf(ordinary)).toBe(0)
})

test("the certificate escapes what the server said and shows only the reporter's pictures", () => {
  const hostile = '<script>alert(1)</script><img src=x onerror=alert(2)>'
  const report = sampleReport(everyId, { profile: 'certification' })
  const results = report.results.map((r) =>
    r.id === 'AC-04'
      ? {
          ...r,
          detail: hostile,
          pictures: ['pictures/AC-04/1-page-the-flow-ended-on.png', 'javascript:alert(3)'],
        }
      : r,
  )
  const html = certificateHtml(
    { ...report, results },
    new Map([['AC-04', `evidence ${hostile}`]]),
    'run',
  )
  expect(html).not.toContain('<script>')
  expect(html).not.toContain('<img src=x')
  expect(html).not.toContain('javascript:')
  expect(html).toContain('<img src="pictures/AC-04/1-page-the-flow-ended-on.png"')
  expect(html).toContain('Complete certification run')
  // Offline: nothing is loaded from elsewhere.
  expect(html).not.toMatch(/<link|(?:src|href)="[a-z]+:/)
})
