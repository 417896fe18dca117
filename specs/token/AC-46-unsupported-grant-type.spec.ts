import { conformance, judgeRefusal, unsupportedGrantType } from '../../fixtures/index.ts'

conformance('AC-46', async ({ authorizer, tokenEndpoint }) => {
  // A real code: a server that never looks at grant_type would redeem it.
  const { code } = await authorizer.grant()

  const response = await tokenEndpoint.redeem(code, { params: { grant_type: 'foo' } })

  return judgeRefusal(response, unsupportedGrantType)
})
