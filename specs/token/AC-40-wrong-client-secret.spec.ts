import {
  conformance,
  secretOf,
  whenSecretBased,
  correctRedemptionAfter,
  invalidClient,
  judgeRefusal,
  judgeVariants,
  nearMissSecrets,
  settle,
  withBurnNote,
} from '../../fixtures/index.ts'

conformance(
  'AC-40',
  whenSecretBased(async ({ authorizer, tokenEndpoint, target }) => {
    const { client } = target.config
    const secrets = nearMissSecrets(secretOf(client)).map((clientSecret, i) => ({
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
  }),
)
