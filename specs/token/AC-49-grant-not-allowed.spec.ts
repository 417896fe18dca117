import {
  conformance,
  grantNotAllowedForeignCode,
  issuedCode,
  judgeRefusal,
  named,
  notConfigured,
  refusalOutcome,
  unauthorizedClient,
} from '../../fixtures/index.ts'

conformance('AC-49', async ({ authorizer, tokenEndpoint, target }) => {
  const { client, restrictedClient } = target.config
  if (!restrictedClient) {
    return notConfigured(
      'needs restrictedClient: a client registered without the authorization_code grant',
    )
  }
  const own = await authorizer.run({
    params: { client_id: restrictedClient.clientId, redirect_uri: restrictedClient.redirectUri },
  })
  const ownCode = issuedCode(own)

  // Given a code of its own, only the grant restriction can refuse the client.
  if (ownCode) {
    const response = await tokenEndpoint.redeem(ownCode, { client: restrictedClient })
    return named('with a code issued to it', judgeRefusal(response, unauthorizedClient))
  }
  // Authorize refused it, as it may: its credentials with another client's fresh code.
  const { code } = await authorizer.grant()
  const response = await tokenEndpoint.redeem(code, {
    client: { ...restrictedClient, redirectUri: client.redirectUri },
  })
  return named(
    `authorize gave it no code (${refusalOutcome(own)}); with another client's code`,
    judgeRefusal(response, grantNotAllowedForeignCode),
  )
})
