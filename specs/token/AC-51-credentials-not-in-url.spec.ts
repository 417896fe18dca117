import {
  conformance,
  credentialsInQuery,
  credentialsInUrl,
  judgeRefusal,
} from '../../fixtures/index.ts'

conformance('AC-51', async ({ authorizer, tokenEndpoint }) => {
  const { code } = await authorizer.grant()

  const call = credentialsInQuery(tokenEndpoint.redemption(code, { clientAuth: 'body' }))
  const response = await tokenEndpoint.call(call)

  return judgeRefusal(response, credentialsInUrl)
})
