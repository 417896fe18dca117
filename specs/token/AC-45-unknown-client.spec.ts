import { conformance, invalidClient, judgeRefusal, unknownClient } from '../../fixtures/index.ts'

conformance('AC-45', async ({ authorizer, tokenEndpoint, target }) => {
  const { code } = await authorizer.grant()

  const response = await tokenEndpoint.redeem(code, { client: unknownClient(target.config.client) })

  return judgeRefusal(response, invalidClient)
})
