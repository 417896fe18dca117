import { conformance } from '../../fixtures/index.ts'
import { redemptionAndReuse } from '../../fixtures/token-client/reuse-scenario.ts'
import { worst } from '../../fixtures/verdict/findings.ts'
import { judgeNoStore } from '../../fixtures/verdict/token-response.ts'

conformance('AC-31', async (fixtures) => {
  const { first, second } = await redemptionAndReuse(fixtures)

  return worst(judgeNoStore(first), judgeNoStore(second))
})
