import { expect } from '@playwright/test'
import type { ConformanceReport } from '../../../fixtures/report/conformance-report.ts'

// What a server written elsewhere deserves on one id: checked against its source, not taken
// from what the harness happened to give.
export interface Deserved {
  readonly verdict: 'pass' | 'fail' | 'warn' | 'skip'
  readonly reason?: string
  // What the detail must show: the server's own answer that earns the verdict.
  readonly detail?: RegExp
}

export const passes: Deserved = { verdict: 'pass' }

// Ids of one family, from one number to another: ids('IDA', 1, 11) is IDA-01 to IDA-11.
export const ids = (prefix: string, from: number, to: number): string[] =>
  Array.from({ length: to - from + 1 }, (_, i) => `${prefix}-${String(from + i).padStart(2, '0')}`)

// A server that serves no verified claims: each check that needs them says so, never a
// verdict on claims it never offered.
export const noVerifiedClaims: Deserved = {
  verdict: 'skip',
  reason: 'not-applicable',
  detail: /does not say verified_claims_supported/,
}

// Every id the run judged is one deserved, and each got what it deserves.
export function expectDeserved(
  report: ConformanceReport,
  deserved: Readonly<Record<string, Deserved>>,
): void {
  const judged = report.results.filter((r) => r.reason !== 'not-run')
  expect(judged.map((r) => r.id).sort()).toEqual(Object.keys(deserved).sort())
  for (const result of judged) {
    const want = deserved[result.id]
    const label = `${result.id}: ${result.verdict} ${result.reason ?? ''} ${result.detail}`
    expect.soft(result.verdict, label).toBe(want?.verdict)
    if (want?.reason) expect.soft(result.reason, label).toBe(want.reason)
    if (want?.detail) expect.soft(result.detail, label).toMatch(want.detail)
  }
}
