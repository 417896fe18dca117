import {
  conformance,
  correctRedemptionAfter,
  invalidGrant,
  judgeRefusal,
  judgeVariants,
  settle,
  withBurnNote,
} from '../../fixtures/index.ts'

conformance('AC-38', async ({ authorizer, tokenEndpoint, target }) => {
  const { redirectUri } = target.config.client
  // Another registered URI catches servers that accept any of the client's URIs; an extended
  // one catches prefix comparison.
  const variants = [target.config.alternateRedirectUri, `${redirectUri}/extra`]
    .filter((uri) => uri !== undefined)
    .map((uri) => ({ name: uri, uri }))

  return judgeVariants(variants, async ({ uri }) => {
    const { code } = await authorizer.grant()
    const response = await tokenEndpoint.redeem(code, { params: { redirect_uri: uri } })
    const finding = judgeRefusal(response, invalidGrant)
    const next = await settle(() => correctRedemptionAfter(tokenEndpoint, code, response))
    return withBurnNote(finding, next)
  })
})
