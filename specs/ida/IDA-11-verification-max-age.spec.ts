import {
  askedOnlyAt,
  conformance,
  deliveries,
  judgeVerificationMaxAge,
  oneClaim,
  unlimitedMaxAgeSeconds,
  whenClaimsRequest,
  withVerificationMaxAge,
} from '../../fixtures/index.ts'

// The claim asked (delivered), then of a verification at most a thousand years old (delivered
// all the same), then at most a second old: verified_claims left out, or the verification made
// anew.
conformance(
  'IDA-11',
  whenClaimsRequest(async (fixtures, ask, support) => {
    const [asked, unlimited, tight] = await deliveries(fixtures, support, [
      { what: 'the claim asked', claims: askedOnlyAt(ask, ask.member, oneClaim(ask)) },
      {
        what: 'max_age of a thousand years',
        claims: askedOnlyAt(ask, ask.member, withVerificationMaxAge(ask, unlimitedMaxAgeSeconds)),
      },
      {
        what: 'max_age of one second',
        claims: askedOnlyAt(ask, ask.member, withVerificationMaxAge(ask, 1)),
      },
    ])

    return judgeVerificationMaxAge(asked, unlimited, tight, ask.member, ask.claim)
  }),
)
