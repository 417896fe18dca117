import { conformance, judgeErrorBodies, unknownClient, unknownCode } from '../../fixtures/index.ts'

conformance('AC-57', async ({ tokenEndpoint, target }) => {
  const { client } = target.config

  // Errors of every family, none of which needs a code.
  const responses = [
    await tokenEndpoint.redeem(unknownCode()),
    await tokenEndpoint.redeem(unknownCode(), { params: { grant_type: 'foo' } }),
    await tokenEndpoint.redeem(unknownCode(), { params: { grant_type: undefined } }),
    await tokenEndpoint.redeem(unknownCode(), { client: unknownClient(client) }),
  ]

  return judgeErrorBodies(responses)
})
