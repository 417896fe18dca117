import { conformance } from '../../fixtures/index.ts'
import { asGet } from '../../fixtures/token-client/bent-calls.ts'
import { judgeRefusal, methodNotAllowed } from '../../fixtures/verdict/refusal.ts'

conformance('AC-52', async ({ authorizer, tokenEndpoint }) => {
  const { code } = await authorizer.grant()

  const response = await tokenEndpoint.call(asGet(tokenEndpoint.redemption(code)))

  return judgeRefusal(response, methodNotAllowed)
})
