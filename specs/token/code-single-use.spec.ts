import { conformance } from '../../fixtures/index.ts'
import { requireToken } from '../../fixtures/verdict/preconditions.ts'
import { invalidGrant, judgeRefusal } from '../../fixtures/verdict/refusal.ts'

conformance('AC-33', async ({ authorizer, tokenEndpoint }) => {
  const { code } = await authorizer.grant()

  requireToken(await tokenEndpoint.redeem(code), 'the first redemption')
  const second = await tokenEndpoint.redeem(code)

  return judgeRefusal(second, invalidGrant)
})
