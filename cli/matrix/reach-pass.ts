import type { Check } from '../../fixtures/suite/registry.ts'
import { startEmbeddedTarget } from '../../fixtures/reference-server/embedded-target.ts'
import type { FaultName } from '../../fixtures/reference-server/faults.ts'
import { FaultReach } from './fault-reach.ts'
import { judgeRow, type BrowserPool, type Judge } from './judge-row.ts'

// The reach of the faults: each check alone against a correct server of its own, which
// records the faults its handlers asked about.
export async function checksReached(
  checks: readonly Check[],
  faults: readonly FaultName[],
  pools: readonly BrowserPool[],
  judge: Judge,
): Promise<FaultReach> {
  const reach = new FaultReach()
  if (faults.length === 0) return reach
  await Promise.all(
    checks.map(async (check, i) => {
      const server = await startEmbeddedTarget([], true)
      try {
        const pool = pools[i % pools.length] as BrowserPool
        await judgeRow(server, null, [check], pool, (alone, session) => judge(alone, session, null))
        reach.record(check, server.server.faultsAsked())
      } finally {
        await server.server.stop()
      }
    }),
  )
  return reach
}
