import {
  citations,
  conformance,
  judgeRefusal,
  makeVerifier,
  presenting,
  s256Challenge,
  whenPkceSupported,
  type RefusalRule,
} from '../../fixtures/index.ts'

// RFC 7636 §4.6 answers a failed verification with invalid_grant; RFC 6749 §5.2 answers a
// missing required parameter with invalid_request. Either refuses.
const missingVerifier: RefusalRule = {
  status: [400],
  error: ['invalid_grant', 'invalid_request'],
  cites: citations.invalidRequest,
}

conformance(
  'AC-62',
  whenPkceSupported(async ({ authorizer, tokenEndpoint }) => {
    const { code } = await authorizer.grant({ params: s256Challenge(makeVerifier()) })

    const response = await tokenEndpoint.redeem(code, presenting(undefined))

    return judgeRefusal(response, missingVerifier)
  }),
)
