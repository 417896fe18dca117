import {
  conformance,
  freshRefreshToken,
  invalidClient,
  judgeRefusal,
  judgeVariants,
  nearMissSecrets,
  noClientAuthentication,
  unknownClient,
  whenRefreshing,
} from '../../fixtures/index.ts'

conformance(
  'RT-03',
  whenRefreshing(async (fixtures) => {
    const { client } = fixtures.target.config
    const { refreshToken } = await freshRefreshToken(fixtures)
    const [wrongSecret = ''] = nearMissSecrets(client.clientSecret)
    // Refused requests leave the refresh token as it was: every variant presents the same one.
    const variants = [
      {
        name: 'no secret',
        options: { clientAuth: 'body', params: { client_secret: undefined } },
        rule: noClientAuthentication,
      },
      {
        name: 'an empty secret',
        options: { client: { ...client, clientSecret: '' } },
        rule: invalidClient,
      },
      {
        name: 'a wrong secret',
        options: { client: { ...client, clientSecret: wrongSecret } },
        rule: invalidClient,
      },
      {
        name: 'an unknown client',
        options: { client: unknownClient(client) },
        rule: invalidClient,
      },
    ] as const

    return judgeVariants(variants, async ({ options, rule }) =>
      judgeRefusal(await fixtures.tokenEndpoint.refresh(refreshToken, options), rule),
    )
  }),
)
