import { requirements } from '../../../fixtures/catalogue/requirements.ts'
import {
  countVerdicts,
  type ConformanceReport,
} from '../../../fixtures/report/conformance-report.ts'
import type { Verdict, VerdictValue } from '../../../fixtures/verdict/verdict.ts'

// Verdicts for the whole catalogue: the given ids judged as given, every other id "not run".
export function sampleVerdicts(judged: Record<string, VerdictValue>): Verdict[] {
  return requirements.map((req) => {
    const verdict = judged[req.id]
    return {
      id: req.id,
      title: req.title,
      level: req.level,
      verdict: verdict ?? 'skip',
      ...(verdict === undefined ? { reason: 'not-run' as const } : {}),
      ...(verdict === 'skip' ? { reason: 'not-applicable' as const } : {}),
      detail: verdict ? `${verdict} evidence for ${req.id}` : 'not run: excluded by --shard',
    }
  })
}

export function sampleReport(
  judged: Record<string, VerdictValue>,
  extra: Partial<ConformanceReport> = {},
): ConformanceReport {
  const results = sampleVerdicts(judged)
  return {
    schemaVersion: 1,
    target: { baseUrl: 'https://as.test', authorizationEndpoint: 'a', tokenEndpoint: 't' },
    startedAt: '2026-11-22T10:00:00.000Z',
    durationMs: 1000,
    summary: countVerdicts(results, false),
    results,
    ...extra,
  }
}
