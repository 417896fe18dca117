import { conformance } from '../../fixtures/index.ts'
import { judgeTokenIssued } from '../../fixtures/verdict/token-response.ts'

conformance('AC-53', async ({ authorizer, tokenEndpoint }) => {
  const { code } = await authorizer.grant()

  const response = await tokenEndpoint.redeem(code, { clientAuth: 'basic' })

  return judgeTokenIssued(response)
})
