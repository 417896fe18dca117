import { z } from 'zod'
import { ConformanceReport } from '../../fixtures/report/conformance-report.ts'

// in-toto Statement v1 (github.com/in-toto/attestation, spec/v1/statement.md): the subjects are
// the bundle's files by SHA-256; the predicate is what the run certifies.
export const statementType = 'https://in-toto.io/Statement/v1'
export const predicateType = 'urn:oauth-conformance:predicate:run:v1'

const Sha256 = z.string().regex(/^[0-9a-f]{64}$/)

export const Subject = z.object({ name: z.string(), digest: z.object({ sha256: Sha256 }) })
export type Subject = z.infer<typeof Subject>

export const RunPredicate = z.object({
  // The harness that packed and signed the bundle.
  bundler: z.object({ name: z.string(), version: z.string(), node: z.string() }),
  target: ConformanceReport.shape.target,
  startedAt: z.iso.datetime(),
  finishedAt: z.iso.datetime(),
  durationMs: z.number(),
  summary: ConformanceReport.shape.summary,
  // The ids that failed, so that the verdict a certifier reads needs no other file.
  failed: z.array(z.string()),
  // What conformance.json names of the run's versions (harness, Node, browser, catalogue),
  // as written by the run, when it names them.
  versions: z.unknown().optional(),
  // --profile, and whether the run was complete (every id run and judged); absent in bundles
  // made before either was recorded.
  profile: z.string().optional(),
  complete: z.boolean().optional(),
})
export type RunPredicate = z.infer<typeof RunPredicate>

export const Statement = z.object({
  _type: z.literal(statementType),
  subject: z.array(Subject).min(1),
  predicateType: z.literal(predicateType),
  predicate: RunPredicate,
})
export type Statement = z.infer<typeof Statement>
