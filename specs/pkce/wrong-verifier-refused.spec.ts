import { conformance } from '../../fixtures/index.ts'
import { makeVerifier, presenting, s256Challenge } from '../../fixtures/pkce/challenge.ts'
import { whenPkceSupported } from '../../fixtures/pkce/pkce-support.ts'
import { judgeRefusal, verifierMismatch } from '../../fixtures/verdict/refusal.ts'

conformance(
  'AC-61',
  whenPkceSupported(async ({ authorizer, tokenEndpoint }) => {
    const { code } = await authorizer.grant({ params: s256Challenge(makeVerifier()) })

    const response = await tokenEndpoint.redeem(code, presenting(makeVerifier()))

    return judgeRefusal(response, verifierMismatch)
  }),
)
