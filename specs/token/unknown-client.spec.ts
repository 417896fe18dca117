import { conformance } from '../../fixtures/index.ts'
import { unknownClient } from '../../fixtures/token-client/fabricated.ts'
import { invalidClient, judgeRefusal } from '../../fixtures/verdict/refusal.ts'

conformance('AC-45', async ({ authorizer, tokenEndpoint, target }) => {
  const { code } = await authorizer.grant()

  const response = await tokenEndpoint.redeem(code, { client: unknownClient(target.config.client) })

  return judgeRefusal(response, invalidClient)
})
