import {
  citations,
  claimsRequestRefusal,
  claimsRequests,
  conformance,
  judgeTakenAndRefused,
  purposeOf,
  whenClaimsRequest,
  withClaimPurpose,
} from '../../fixtures/index.ts'

// The OpenID request for verified claims as asked (a code), then one claim with a purpose of
// 3, then of 300 characters: each gets a code; of 301: refused with invalid_request.
conformance(
  'IDA-02',
  whenClaimsRequest(async (fixtures, ask) => {
    const [asked, shortest, longest, over] = await claimsRequests(fixtures, [
      { what: 'the verified claims asked', claims: JSON.stringify(ask.claims) },
      { what: 'a 3-character claim purpose', claims: withClaimPurpose(ask, purposeOf(3)) },
      { what: 'a 300-character claim purpose', claims: withClaimPurpose(ask, purposeOf(300)) },
      { what: 'a 301-character claim purpose', claims: withClaimPurpose(ask, purposeOf(301)) },
    ])

    return judgeTakenAndRefused(
      asked,
      [shortest, longest],
      over,
      claimsRequestRefusal(citations.claimPurpose),
    )
  }),
)
