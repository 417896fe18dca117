import {
  clientIdMismatch,
  conformance,
  judgeRefusal,
  judgeVariants,
  notConfigured,
} from '../../fixtures/index.ts'

conformance('AC-44', async ({ authorizer, tokenEndpoint, target }) => {
  const { client, secondClient } = target.config
  if (!secondClient) {
    return notConfigured('needs secondClient: another client registered at the target')
  }
  const mismatches = [
    {
      name: "this client's credentials by HTTP Basic, the other client's client_id in the body",
      options: { clientAuth: 'basic', params: { client_id: secondClient.clientId } },
    },
    {
      name: "the other client's client_id with this client's secret",
      options: { clientAuth: 'body', client: { ...client, clientId: secondClient.clientId } },
    },
  ] as const

  return judgeVariants(mismatches, async ({ options }) => {
    const { code } = await authorizer.grant()
    return judgeRefusal(await tokenEndpoint.redeem(code, options), clientIdMismatch)
  })
})
