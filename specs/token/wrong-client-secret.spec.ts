import { conformance } from '../../fixtures/index.ts'
import { correctRedemptionAfter } from '../../fixtures/token-client/burn-probe.ts'
import { settle } from '../../fixtures/token-client/settled.ts'
import { nearMissSecrets } from '../../fixtures/token-client/near-miss.ts'
import { withBurnNote } from '../../fixtures/verdict/code-burn.ts'
import { invalidClient, judgeRefusal } from '../../fixtures/verdict/refusal.ts'
import { judgeVariants } from '../../fixtures/verdict/variants.ts'

conformance('AC-40', async ({ authorizer, tokenEndpoint, target }) => {
  const { client } = target.config
  const secrets = nearMissSecrets(client.clientSecret).map((clientSecret, i) => ({
    name: `near-miss secret ${i + 1}`,
    clientSecret,
  }))

  return judgeVariants(secrets, async ({ clientSecret }) => {
    const { code } = await authorizer.grant()
    const response = await tokenEndpoint.redeem(code, {
      client: { ...client, clientSecret },
      clientAuth: 'body',
    })
    const finding = judgeRefusal(response, invalidClient)
    const next = await settle(() => correctRedemptionAfter(tokenEndpoint, code, response))
    return withBurnNote(finding, next)
  })
})
