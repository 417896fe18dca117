import { conformance } from '../../fixtures/index.ts'
import { worst } from '../../fixtures/verdict/findings.ts'
import { judgeJsonMediaType, judgeSuccessBody } from '../../fixtures/verdict/token-response.ts'

conformance('AC-30', async ({ authorizer, tokenEndpoint }) => {
  const { code } = await authorizer.grant()

  const response = await tokenEndpoint.redeem(code)

  return worst(judgeSuccessBody(response), judgeJsonMediaType(response))
})
