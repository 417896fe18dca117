import {
  conformance,
  credentialsInQuery,
  credentialsInUrl,
  judgeRefusal,
  whenSecretBased,
} from '../../fixtures/index.ts'

conformance(
  'AC-51',
  whenSecretBased(async ({ authorizer, tokenEndpoint }) => {
    const { code } = await authorizer.grant()

    const call = credentialsInQuery(tokenEndpoint.redemption(code, { clientAuth: 'body' }))
    const response = await tokenEndpoint.call(call)

    return judgeRefusal(response, credentialsInUrl)
  }),
)
