import {
  citations,
  conformance,
  judgeRefusal,
  judgeVariants,
  makeVerifier,
  presenting,
  s256Challenge,
  whenPkceSupported,
  type RefusalRule,
} from '../../fixtures/index.ts'

// One short of RFC 7636 §4.1's 43 and one over its 128.
const invalidLengths = [42, 129].map((length) => ({ name: `${length} characters`, length }))
// A malformed request (node-oidc-provider) or a failed verification (fosite): both refuse.
const malformedVerifier: RefusalRule = {
  status: [400],
  error: ['invalid_request', 'invalid_grant'],
  cites: citations.invalidRequest,
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
