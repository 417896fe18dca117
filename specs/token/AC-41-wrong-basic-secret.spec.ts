import {
  conformance,
  secretOf,
  whenSecretBased,
  invalidClientViaBasic,
  judgeRefusal,
  nearMissSecrets,
} from '../../fixtures/index.ts'

conformance(
  'AC-41',
  whenSecretBased(async ({ authorizer, tokenEndpoint, target }) => {
    const { client } = target.config
    const [clientSecret = ''] = nearMissSecrets(secretOf(client))
    const { code } = await authorizer.grant()

    const response = await tokenEndpoint.redeem(code, {
      client: { ...client, clientSecret },
      clientAuth: 'basic',
    })

    return judgeRefusal(response, invalidClientViaBasic)
  }),
)
