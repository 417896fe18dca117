import {
  conformance,
  freshCertificate,
  invalidClient,
  judgeRefusal,
  judgeVariants,
  nearMissSecrets,
  pushRequest,
  secretOf,
  whenPushing,
  type RedemptionOptions,
} from '../../fixtures/index.ts'

// Each variant pushes the conforming request; only the client authentication differs.
conformance(
  'PAR-02',
  whenPushing(async (fixtures, profile) => {
    const { client, tokenRequest } = fixtures.target.config
    const wrong: { name: string; options: RedemptionOptions } = tokenRequest.clientAuth.endsWith(
      'tls_client_auth',
    )
      ? {
          name: 'a certificate the client never registered',
          options: { certificate: await freshCertificate() },
        }
      : tokenRequest.clientAuth === 'private_key_jwt'
        ? {
            name: 'an assertion signed by an unregistered key',
            options: { assertion: { signing: 'unregistered key' } },
          }
        : {
            name: 'a wrong client_secret',
            options: { client: { ...client, clientSecret: nearMissSecrets(secretOf(client))[0] } },
          }
    const variants = [{ name: 'no client authentication', options: { clientAuth: 'none' } }, wrong]

    return judgeVariants(variants, async ({ options }) => {
      const pushed = await pushRequest(fixtures, profile, {}, options as RedemptionOptions)
      return judgeRefusal(pushed.exchange, invalidClient)
    })
  }),
)
