import {
  citations,
  claimsRequestRefusal,
  claimsRequests,
  conformance,
  judgeRefusedBeside,
  purposeOf,
  whenClaimsRequest,
  withClaimPurpose,
} from '../../fixtures/index.ts'

// The OpenID request for verified claims, one claim with a purpose of 3 characters (a code),
// then of 2: refused with invalid_request.
conformance(
  'IDA-01',
  whenClaimsRequest(async (fixtures, ask) => {
    const [control, short] = await claimsRequests(fixtures, [
      { what: 'a 3-character claim purpose', claims: withClaimPurpose(ask, purposeOf(3)) },
      { what: 'a 2-character claim purpose', claims: withClaimPurpose(ask, purposeOf(2)) },
    ])

    return judgeRefusedBeside(control, [short], claimsRequestRefusal(citations.claimPurpose))
  }),
)
