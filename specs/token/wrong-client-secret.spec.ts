import { conformance } from '../../fixtures/index.ts'
import { nearMissSecrets } from '../../fixtures/token-client/near-miss.ts'
import { worst } from '../../fixtures/verdict/findings.ts'
import { invalidClient, judgeRefusal } from '../../fixtures/verdict/refusal.ts'

conformance('AC-40', async ({ authorizer, tokenEndpoint, target }) => {
  const { client } = target.config

  const findings = []
  for (const clientSecret of nearMissSecrets(client.clientSecret)) {
    const { code } = await authorizer.grant()
    const response = await tokenEndpoint.redeem(code, {
      client: { ...client, clientSecret },
      clientAuth: 'body',
    })
    findings.push(judgeRefusal(response, invalidClient))
  }

  return worst(...findings)
})
