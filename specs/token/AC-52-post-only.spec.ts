import { asGet, conformance, judgeRefusal, methodNotAllowed } from '../../fixtures/index.ts'

conformance('AC-52', async ({ authorizer, tokenEndpoint }) => {
  const { code } = await authorizer.grant()

  const response = await tokenEndpoint.call(asGet(tokenEndpoint.redemption(code)))

  return judgeRefusal(response, methodNotAllowed)
})
