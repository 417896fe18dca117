import {
  conformance,
  invalidGrant,
  judgeRefusal,
  unknownCode,
  whenClientAuthenticates,
} from '../../fixtures/index.ts'

// An unknown code, with the client's own authentication; an invalid_client answer is checked
// against the client's conforming pushed request, where there is one.
conformance('AC-48', async (fixtures) => {
  const response = await fixtures.tokenEndpoint.redeem(unknownCode())

  return (await whenClientAuthenticates(fixtures, response)) ?? judgeRefusal(response, invalidGrant)
})
