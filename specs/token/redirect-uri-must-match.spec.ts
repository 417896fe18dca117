import { conformance } from '../../fixtures/index.ts'
import { correctRedemptionAfter } from '../../fixtures/token-client/burn-probe.ts'
import { withBurnNote } from '../../fixtures/verdict/code-burn.ts'
import { worst } from '../../fixtures/verdict/findings.ts'
import { labelled } from '../../fixtures/verdict/labelled.ts'
import { invalidGrant, judgeRefusal } from '../../fixtures/verdict/refusal.ts'

conformance('AC-38', async ({ authorizer, tokenEndpoint, target }) => {
  const { redirectUri } = target.config.client
  // Another registered URI catches servers that accept any of the client's URIs; an extended
  // one catches prefix comparison.
  const variants = [target.config.alternateRedirectUri, `${redirectUri}/extra`].filter(
    (uri) => uri !== undefined,
  )

  const findings = []
  for (const uri of variants) {
    const { code } = await authorizer.grant()
    const response = await tokenEndpoint.redeem(code, { params: { redirect_uri: uri } })
    const next = await correctRedemptionAfter(tokenEndpoint, code, response)
    findings.push(labelled(uri, withBurnNote(judgeRefusal(response, invalidGrant), next)))
  }

  return worst(...findings)
})
