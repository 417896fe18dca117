import { conformance } from '../../fixtures/index.ts'
import { makeVerifier, presenting, s256Challenge } from '../../fixtures/pkce/challenge.ts'
import { whenPkceSupported } from '../../fixtures/pkce/pkce-support.ts'
import { judgeRefusal, type RefusalRule } from '../../fixtures/verdict/refusal.ts'
import { judgeVariants } from '../../fixtures/verdict/variants.ts'

// One short of RFC 7636 §4.1's 43 and one over its 128.
const invalidLengths = [42, 129].map((length) => ({ name: `${length} characters`, length }))
// A malformed request (node-oidc-provider) or a failed verification (fosite): both refuse.
const malformedVerifier: RefusalRule = {
  status: [400],
  error: ['invalid_request', 'invalid_grant'],
}

conformance(
  'AC-66',
  whenPkceSupported(({ authorizer, tokenEndpoint }) =>
    judgeVariants(invalidLengths, async ({ length }) => {
      // The challenge matches the verifier: only its length is wrong.
      const verifier = makeVerifier(length)
      const { code } = await authorizer.grant({ params: s256Challenge(verifier) })
      const response = await tokenEndpoint.redeem(code, presenting(verifier))
      return judgeRefusal(response, malformedVerifier)
    }),
  ),
)
