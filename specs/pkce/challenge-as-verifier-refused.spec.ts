import { conformance } from '../../fixtures/index.ts'
import { makeVerifier, presenting, s256Challenge } from '../../fixtures/pkce/challenge.ts'
import { whenPkceSupported } from '../../fixtures/pkce/pkce-support.ts'
import { judgeRefusal, verifierMismatch } from '../../fixtures/verdict/refusal.ts'

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
