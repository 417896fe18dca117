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

// The OpenID request for verified claims with purpose=<3 characters> (a code), then with 2 and
// with 301 characters: each refused with invalid_request.
conformance(
  'IDA-03',
  whenClaimsRequest(async (fixtures, ask) => {
    const claims = withClaimPurpose(ask, purposeOf(3))
    const [control, short, long] = await claimsRequests(fixtures, [
      { what: 'purpose of 3 characters', claims, extra: { purpose: purposeOf(3) } },
      { what: 'purpose of 2 characters', claims, extra: { purpose: purposeOf(2) } },
      { what: 'purpose of 301 characters', claims, extra: { purpose: purposeOf(301) } },
    ])

    return judgeRefusedBeside(
      control,
      [short, long],
      claimsRequestRefusal(citations.transactionPurpose),
    )
  }),
)
