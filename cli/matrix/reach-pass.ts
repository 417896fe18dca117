import type { ServerProfile } from '../../fixtures/reference-server/index.ts'
import type { KeyMaterial } from '../../fixtures/reference-server/key-material.ts'
import type { Check } from '../../fixtures/suite/registry.ts'
import { FaultReach } from './fault-reach.ts'
import type { ProfileReads } from './profile-reads.ts'
import { judgeRow, type BrowserPool, type Judge } from './judge-row.ts'
import { startMatrixServer } from './matrix-server.ts'
import { unjudged } from '../../fixtures/judges/finding.ts'
import type { Verdict } from '../../fixtures/verdict/verdict.ts'

// The reach of the faults: each check alone against a correct server of its own, of each
// profile the faults break, which records the faults its handlers asked about during the check,
// what the row's setup found before it, and what the check read of that. Its verdicts are the correct server's row of that
// profile, each check judged against a correct server as in a run of the suite: the row is not
// judged a second time (a third of the matrix's checks).
export async function checksReached(
  checks: readonly Check[],
  profiles: readonly ServerProfile[],
  pools: readonly BrowserPool[],
  judge: Judge,
  keys: KeyMaterial,
): Promise<{ readonly reach: FaultReach; readonly rows: Map<ServerProfile, Verdict[]> }> {
  const reach = new FaultReach()
  const alone = profiles.flatMap((profile) => checks.map((check) => ({ profile, check })))
  const verdicts = await Promise.all(
    alone.map(async ({ profile, check }, i) => {
      const server = await startMatrixServer(profile, keys)
      try {
        const pool = pools[i % pools.length] as BrowserPool
        const correct = profile === 'plain' ? null : profile
        let setup = ''
        const chosen = (found: string) => {
          setup = found
          return [check]
        }
        const reads: ProfileReads = new Set()
        const row = await judgeRow(
          server,
          correct,
          chosen,
          pool,
          (one, session) => judge(one, session, correct),
          reads,
        )
        // A check not judged may have stopped before asking what it would have: it runs
        // under every fault of its profile.
        const judged = !row.some(unjudged)
        reach.record(
          profile,
          check,
          setup,
          judged ? { asked: server.server.faultsAsked(), reads } : undefined,
        )
        return { profile, row }
      } finally {
        await server.server.stop()
      }
    }),
  )
  // In the checks' order, as one row would list them.
  const rows = new Map(
    profiles.map((profile) => [
      profile,
      verdicts.filter((v) => v.profile === profile).flatMap((v) => v.row),
    ]),
  )
  return { reach, rows }
}
