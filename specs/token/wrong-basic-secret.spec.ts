import { conformance } from '../../fixtures/index.ts'
import { nearMissSecrets } from '../../fixtures/token-client/near-miss.ts'
import { invalidClientViaBasic, judgeRefusal } from '../../fixtures/verdict/refusal.ts'

conformance('AC-41', async ({ authorizer, tokenEndpoint, target }) => {
  const { client } = target.config
  const [clientSecret = ''] = nearMissSecrets(client.clientSecret)
  const { code } = await authorizer.grant()

  const response = await tokenEndpoint.redeem(code, {
    client: { ...client, clientSecret },
    clientAuth: 'basic',
  })

  return judgeRefusal(response, invalidClientViaBasic)
})
