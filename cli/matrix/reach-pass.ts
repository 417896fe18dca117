import type { ServerProfile } from '../../fixtures/reference-server/index.ts'
import type { Check } from '../../fixtures/suite/registry.ts'
import { FaultReach } from './fault-reach.ts'
import { judgeRow, type BrowserPool, type Judge } from './judge-row.ts'
import { startMatrixServer } from './matrix-server.ts'

// The reach of the faults: each check alone against a correct server of its own, of each
// profile the faults break, which records the faults its handlers asked about during the check,
// and what the row's setup found before it.
export async function checksReached(
  checks: readonly Check[],
  profiles: readonly ServerProfile[],
  pools: readonly BrowserPool[],
  judge: Judge,
): Promise<FaultReach> {
  const reach = new FaultReach()
  const alone = profiles.flatMap((profile) => checks.map((check) => ({ profile, check })))
  await Promise.all(
    alone.map(async ({ profile, check }, i) => {
      const server = await startMatrixServer(profile)
      try {
        const pool = pools[i % pools.length] as BrowserPool
        const correct = profile === 'fapi2' ? 'fapi2' : null
        let setup = ''
        const chosen = (found: string) => {
          setup = found
          return [check]
        }
        await judgeRow(server, correct, chosen, pool, (one, session) =>
          judge(one, session, correct),
        )
        reach.record(profile, check, server.server.faultsAsked(), setup)
      } finally {
        await server.server.stop()
      }
    }),
  )
  return reach
}
