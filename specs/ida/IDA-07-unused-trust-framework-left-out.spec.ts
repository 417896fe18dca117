import {
  askedOnlyAt,
  conformance,
  deliveries,
  judgeUnmatched,
  oneClaim,
  whenClaimsRequest,
  withUnusedTrustFramework,
} from '../../fixtures/index.ts'

// The claim asked (delivered), then under a trust framework no server uses: a code, and no
// verified_claims at all.
conformance(
  'IDA-07',
  whenClaimsRequest(async (fixtures, ask, support) => {
    const [asked, unused] = await deliveries(fixtures, support, [
      { what: 'the claim asked', claims: askedOnlyAt(ask, ask.member, oneClaim(ask)) },
      {
        what: 'the claim asked under an unused trust framework',
        claims: askedOnlyAt(ask, ask.member, withUnusedTrustFramework(ask)),
      },
    ])

    return judgeUnmatched(asked, unused, ask.member, ask.claim, true)
  }),
)
