import {
  citations,
  claimsRequestRefusal,
  claimsRequests,
  conformance,
  judgeRefusedBeside,
  whenClaimsRequest,
  withEmptyClaims,
} from '../../fixtures/index.ts'

// The OpenID request for verified claims as the target file asks them (a code), then with an
// empty claims element: refused with invalid_request.
conformance(
  'IDA-08',
  whenClaimsRequest(async (fixtures, ask) => {
    const [control, empty] = await claimsRequests(fixtures, [
      { what: 'the verified claims asked', claims: JSON.stringify(ask.claims) },
      { what: 'an empty claims element', claims: withEmptyClaims(ask) },
    ])

    return judgeRefusedBeside(control, [empty], claimsRequestRefusal(citations.emptyVerifiedClaims))
  }),
)
