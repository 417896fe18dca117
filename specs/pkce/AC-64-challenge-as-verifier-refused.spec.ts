import {
  conformance,
  judgeRefusal,
  makeVerifier,
  presenting,
  s256Challenge,
  verifierMismatch,
  whenPkceSupported,
} from '../../fixtures/index.ts'

conformance(
  'AC-64',
  whenPkceSupported(async ({ authorizer, tokenEndpoint }) => {
    const challenge = s256Challenge(makeVerifier())
    const { code } = await authorizer.grant({ params: challenge })

    // What anyone who saw the authorization request knows: the challenge itself.
    const response = await tokenEndpoint.redeem(code, presenting(String(challenge.code_challenge)))

    return judgeRefusal(response, verifierMismatch)
  }),
)
