import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { requirements } from '../../fixtures/catalogue/requirements.ts'
import type { ReferenceServer, ServerProfile } from '../../fixtures/reference-server/index.ts'
import { startEmbeddedTarget } from '../../fixtures/reference-server/embedded-target.ts'
import type { ResolvedTarget } from '../../fixtures/config/resolved-target.ts'
import { runSuite, type SuiteRun } from './suite-run.ts'
import { checkTimeMs, firstCheckStart, waitTailMs } from './wait-tail.ts'

// The checks that wait on purpose (code expiry, delayed reuse, revocation settling, and in the
// FAPI 2.0 mode a request_uri's expiry and the profile's code lifetime): their trait.
export const waitingIds: ReadonlySet<string> = new Set(
  requirements.filter((r) => r.traits.deliberateWait).map((r) => r.id),
)

export interface EmbeddedSuiteRun {
  readonly server: ReferenceServer
  readonly target: ResolvedTarget
  readonly suite: SuiteRun
  // The run's reports folder: per-check durations for whoever wants to know where time went.
  readonly reports: string
  // How long the run went on only because a deliberate wait had not ended (wait-tail.ts).
  readonly waitTailMs: number
  // The checks' own times added up (wait-tail.ts).
  readonly checkTimeMs: number
  // From the command's start to the first check's: what every command pays before its work.
  readonly startMs: number
}

// The whole suite against a faultless embedded server of a profile that delays each answer by
// `latencyMs`.
export async function runEmbeddedSuite(
  latencyMs: number,
  profile: ServerProfile = 'plain',
): Promise<EmbeddedSuiteRun> {
  const { server, target } = await startEmbeddedTarget([], false, latencyMs, profile)
  const reports = mkdtempSync(join(tmpdir(), 'oac-bench-reports-'))
  let suite
  try {
    suite = await runSuite(target, reports)
  } finally {
    await server.stop()
  }
  return {
    server,
    target,
    suite,
    reports,
    waitTailMs: waitTailMs(reports, waitingIds),
    checkTimeMs: checkTimeMs(reports),
    startMs: firstCheckStart(reports) - suite.startedAt,
  }
}
