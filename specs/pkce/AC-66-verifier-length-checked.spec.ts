import {
  conformance,
  judgeRefusal,
  judgeVariants,
  makeVerifier,
  presenting,
  s256Challenge,
  whenPkceSupported,
  verifierRefused,
} from '../../fixtures/index.ts'

// One short of RFC 7636 §4.1's 43 and one over its 128.
const invalidLengths = [42, 129].map((length) => ({ name: `${length} characters`, length }))

conformance(
  'AC-66',
  whenPkceSupported(({ authorizer, tokenEndpoint }) =>
    judgeVariants(invalidLengths, async ({ length }) => {
      // The challenge matches the verifier: only its length is wrong.
      const verifier = makeVerifier(length)
      const { code } = await authorizer.grant({ params: s256Challenge(verifier) })
      const response = await tokenEndpoint.redeem(code, presenting(verifier))
      return judgeRefusal(response, verifierRefused)
    }),
  ),
)
