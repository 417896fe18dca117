import { conformance } from '../../fixtures/index.ts'
import { worst } from '../../fixtures/verdict/findings.ts'
import { requireToken } from '../../fixtures/verdict/preconditions.ts'
import { judgeNoStore } from '../../fixtures/verdict/token-response.ts'

conformance('AC-31', async ({ authorizer, tokenEndpoint }) => {
  const { code } = await authorizer.grant()

  const success = await tokenEndpoint.redeem(code)
  requireToken(success, 'the redemption')
  const error = await tokenEndpoint.redeem(code)

  return worst(judgeNoStore(success), judgeNoStore(error))
})
