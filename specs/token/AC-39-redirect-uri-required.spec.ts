import { conformance, judgeRefusal, missingRedirectUri } from '../../fixtures/index.ts'

conformance('AC-39', async ({ authorizer, tokenEndpoint }) => {
  const { code } = await authorizer.grant()

  const response = await tokenEndpoint.redeem(code, { params: { redirect_uri: undefined } })

  return judgeRefusal(response, missingRedirectUri)
})
