import { conformance } from '../../fixtures/index.ts'
import { correctRedemptionAfter } from '../../fixtures/token-client/burn-probe.ts'
import { settle } from '../../fixtures/token-client/settled.ts'
import { withBurnNote } from '../../fixtures/verdict/code-burn.ts'
import { invalidGrant, judgeRefusal } from '../../fixtures/verdict/refusal.ts'
import { judgeVariants } from '../../fixtures/verdict/variants.ts'

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
