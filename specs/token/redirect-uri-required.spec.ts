import { conformance } from '../../fixtures/index.ts'
import { judgeRefusal, missingRedirectUri } from '../../fixtures/verdict/refusal.ts'

conformance('AC-39', async ({ authorizer, tokenEndpoint }) => {
  const { code } = await authorizer.grant()

  const response = await tokenEndpoint.redeem(code, { params: { redirect_uri: undefined } })

  return judgeRefusal(response, missingRedirectUri)
})
