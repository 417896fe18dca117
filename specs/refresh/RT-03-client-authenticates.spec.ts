import {
  conformance,
  freshCertificate,
  freshRefreshToken,
  invalidClient,
  judgeRefusal,
  judgeVariants,
  nearMissSecrets,
  noClientAuthentication,
  unknownClient,
  secretOf,
  whenRefreshing,
  type RedemptionOptions,
  type RefusalRule,
  type TargetClient,
  type TlsIdentity,
} from '../../fixtures/index.ts'

interface Variant {
  readonly name: string
  readonly options: RedemptionOptions
  readonly rule: RefusalRule
}

conformance(
  'RT-03',
  whenRefreshing(async (fixtures) => {
    const { client, tokenRequest } = fixtures.target.config
    const { refreshToken } = await freshRefreshToken(fixtures)
    // Refused requests leave the refresh token as it was: every variant presents the same one.
    const variants = tokenRequest.clientAuth.endsWith('tls_client_auth')
      ? certificateVariants(client, await freshCertificate())
      : tokenRequest.clientAuth === 'private_key_jwt'
        ? assertionVariants(client)
        : secretVariants(client)

    return judgeVariants(variants, async ({ options, rule }) =>
      judgeRefusal(await fixtures.tokenEndpoint.refresh(refreshToken, options), rule),
    )
  }),
)

function secretVariants(client: TargetClient): readonly Variant[] {
  const [wrongSecret = ''] = nearMissSecrets(secretOf(client))
  return [
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
  ]
}

// The same questions of a client that authenticates by certificate (RFC 8705 §2): none, one
// the client never registered (made per run, in memory), an unknown client with its own.
function certificateVariants(client: TargetClient, fresh: TlsIdentity): readonly Variant[] {
  return [
    {
      name: 'no certificate',
      options: { certificate: 'none' as const },
      rule: noClientAuthentication,
    },
    {
      name: 'a certificate the client never registered',
      options: { certificate: fresh },
      rule: invalidClient,
    },
    {
      name: 'an unknown client',
      options: { client: unknownClient(client) },
      rule: invalidClient,
    },
  ]
}

// The same questions of a client that signs assertions (RFC 7523 §3): none, one signed with a
// key the client never registered, one of an unknown client.
function assertionVariants(client: TargetClient): readonly Variant[] {
  return [
    {
      name: 'no assertion',
      options: { clientAuth: 'none' as const },
      rule: noClientAuthentication,
    },
    {
      name: 'an assertion signed by an unregistered key',
      options: { assertion: { signing: 'unregistered key' as const } },
      rule: invalidClient,
    },
    {
      name: 'an unknown client',
      options: { client: unknownClient(client) },
      rule: invalidClient,
    },
  ]
}
