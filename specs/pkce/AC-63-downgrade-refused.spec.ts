import {
  citations,
  conformance,
  judgeRefusal,
  makeVerifier,
  presenting,
  whenPkceSupported,
  type RefusalRule,
} from '../../fixtures/index.ts'

// RFC 9700 §2.1.1 says "rejected" without naming the error: the grant has no challenge to
// match (invalid_grant), or the request carries a parameter it must not (invalid_request).
const unexpectedVerifier: RefusalRule = {
  status: [400],
  error: ['invalid_grant', 'invalid_request'],
  cites: citations.invalidGrant,
}

conformance(
  'AC-63',
  whenPkceSupported(async ({ authorizer, tokenEndpoint }) => {
    const { code } = await authorizer.grant()

    const response = await tokenEndpoint.redeem(code, presenting(makeVerifier()))

    return judgeRefusal(response, unexpectedVerifier)
  }),
)
