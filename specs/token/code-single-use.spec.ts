import { conformance } from '../../fixtures/index.ts'
import { redemptionAndReuse } from '../../fixtures/token-client/reuse-scenario.ts'
import { observed } from '../../fixtures/token-client/settled.ts'
import { requireToken } from '../../fixtures/verdict/preconditions.ts'
import { invalidGrant, judgeRefusal } from '../../fixtures/verdict/refusal.ts'

conformance('AC-33', async (fixtures) => {
  const { first, second } = await redemptionAndReuse(fixtures)

  requireToken(first, 'the first redemption')
  return judgeRefusal(observed(second), invalidGrant)
})
