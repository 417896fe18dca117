import { conformance } from '../../fixtures/index.ts'
import { correctRedemptionAfter } from '../../fixtures/token-client/burn-probe.ts'
import { nearMissSecrets } from '../../fixtures/token-client/near-miss.ts'
import { withBurnNote } from '../../fixtures/verdict/code-burn.ts'
import { worst } from '../../fixtures/verdict/findings.ts'
import { labelled } from '../../fixtures/verdict/labelled.ts'
import { invalidClient, judgeRefusal } from '../../fixtures/verdict/refusal.ts'

conformance('AC-40', async ({ authorizer, tokenEndpoint, target }) => {
  const { client } = target.config

  const findings = []
  for (const [variant, clientSecret] of nearMissSecrets(client.clientSecret).entries()) {
    const { code } = await authorizer.grant()
    const response = await tokenEndpoint.redeem(code, {
      client: { ...client, clientSecret },
      clientAuth: 'body',
    })
    const next = await correctRedemptionAfter(tokenEndpoint, code, response)
    const finding = withBurnNote(judgeRefusal(response, invalidClient), next)
    findings.push(labelled(`near-miss secret ${variant + 1}`, finding))
  }

  return worst(...findings)
})
