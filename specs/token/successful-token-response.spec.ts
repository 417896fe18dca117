import { conformance } from '../../fixtures/index.ts'
import { redemptionAndReuse } from '../../fixtures/token-client/reuse-scenario.ts'
import { judgeSuccessBody } from '../../fixtures/verdict/token-response.ts'

conformance('AC-30', async (fixtures) => {
  const { first } = await redemptionAndReuse(fixtures)

  return judgeSuccessBody(first)
})
