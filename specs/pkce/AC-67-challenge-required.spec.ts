import {
  clientRequiringPkce,
  conformance,
  judgeAuthorizationRefusal,
  makeVerifier,
  noPkceClient,
  notConfigured,
  s256Challenge,
  whenPkceSupported,
  challengeRequired,
} from '../../fixtures/index.ts'

conformance(
  'AC-67',
  whenPkceSupported(async ({ authorizer, target }) => {
    const client = clientRequiringPkce(target.config)
    if (!client) return notConfigured(noPkceClient)
    const asClient = { client_id: client.clientId, redirect_uri: client.redirectUri }

    // With a challenge the client gets a code, so a refusal without one is about PKCE.
    await authorizer.grant({ params: { ...asClient, ...s256Challenge(makeVerifier()) } })
    const result = await authorizer.run({ params: { ...asClient, code_challenge: undefined } })

    return judgeAuthorizationRefusal(result, challengeRequired)
  }),
)
