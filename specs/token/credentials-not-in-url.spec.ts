import { conformance } from '../../fixtures/index.ts'
import { credentialsInQuery } from '../../fixtures/token-client/bent-calls.ts'
import { credentialsInUrl, judgeRefusal } from '../../fixtures/verdict/refusal.ts'

conformance('AC-51', async ({ authorizer, tokenEndpoint }) => {
  const { code } = await authorizer.grant()

  const call = credentialsInQuery(tokenEndpoint.redemption(code, { clientAuth: 'body' }))
  const response = await tokenEndpoint.call(call)

  return judgeRefusal(response, credentialsInUrl)
})
