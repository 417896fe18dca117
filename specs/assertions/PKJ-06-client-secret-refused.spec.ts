import {
  conformance,
  invalidClient,
  judgeRefusal,
  judgeVariants,
  notConfigured,
  whenFapi2,
} from '../../fixtures/index.ts'

// FAPI 2.0 §5.3.2.1 allows private_key_jwt or mTLS only: the client's own secret, in the body
// and with Basic, must not authenticate it.
conformance(
  'PKJ-06',
  whenFapi2(async ({ authorizer, tokenEndpoint, target }) => {
    const { client } = target.config
    if (client.clientSecret === undefined) {
      return notConfigured(
        'needs client.clientSecret: the secret an asymmetric-only server must refuse',
      )
    }
    const variants = [
      { name: 'client_secret in the body', clientAuth: 'body' },
      { name: 'client_secret with Basic', clientAuth: 'basic' },
    ] as const

    return judgeVariants(variants, async ({ clientAuth }) => {
      const { code } = await authorizer.grant()
      return judgeRefusal(await tokenEndpoint.redeem(code, { clientAuth }), invalidClient)
    })
  }),
)
