import { conformance, invalidGrant, judgeRefusal, notConfigured } from '../../fixtures/index.ts'

conformance('AC-43', async ({ authorizer, tokenEndpoint, target }) => {
  const { client, secondClient } = target.config
  if (!secondClient)
    return notConfigured('needs secondClient: another client registered at the target')
  const { code } = await authorizer.grant()

  // The other client's valid credentials; everything else as the code was issued.
  const response = await tokenEndpoint.redeem(code, {
    client: { ...secondClient, redirectUri: client.redirectUri },
  })

  return judgeRefusal(response, invalidGrant)
})
