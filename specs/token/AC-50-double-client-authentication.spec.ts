import {
  conformance,
  secretOf,
  whenSecretBased,
  judgeRefusal,
  twoAuthenticationMethods,
} from '../../fixtures/index.ts'

conformance(
  'AC-50',
  whenSecretBased(async ({ authorizer, tokenEndpoint, target }) => {
    const { code } = await authorizer.grant()

    const response = await tokenEndpoint.redeem(code, {
      clientAuth: 'basic',
      params: { client_secret: secretOf(target.config.client) },
    })

    return judgeRefusal(response, twoAuthenticationMethods)
  }),
)
