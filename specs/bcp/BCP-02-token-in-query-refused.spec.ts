import {
  conformance,
  judgeTokenInQuery,
  notConfigured,
  requireToken,
  tokenInQuery,
} from '../../fixtures/index.ts'

// A fresh access token at resourceUrl: in the Authorization header (control: accepted), with no
// token (the resource must need one), then as ?access_token= with no header. Expected: 401. An
// acceptance warns (RFC 6750 §2.3 SHOULD NOT); under securityProfile fapi2 it fails.
conformance('BCP-02', async (fixtures) => {
  const { resourceUrl, securityProfile } = fixtures.target.config
  if (!resourceUrl) {
    return notConfigured('"resourceUrl" is not set: no protected resource to present the token at')
  }
  const { code } = await fixtures.authorizer.grant()
  const token = requireToken(await fixtures.tokenEndpoint.redeem(code), 'the redemption')

  return judgeTokenInQuery(
    await tokenInQuery(fixtures, resourceUrl, token),
    securityProfile === 'fapi2',
  )
})
