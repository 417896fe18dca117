import type { ConformanceReport } from '../../../fixtures/report/conformance-report.ts'

// Each requirement id's verdict: what two runs are compared by.
export function verdictsOf(report: ConformanceReport): Record<string, string> {
  return Object.fromEntries(report.results.map((r) => [r.id, r.verdict]))
}
