import {
  askedOnlyAt,
  conformance,
  deliveries,
  judgeUnmatched,
  oneClaim,
  whenClaimsRequest,
  withUnmatchableValue,
} from '../../fixtures/index.ts'

// The claim asked (delivered), then asked with a value no user has: a code, the claim left out.
conformance(
  'IDA-06',
  whenClaimsRequest(async (fixtures, ask, support) => {
    const [asked, unmatched] = await deliveries(fixtures, support, [
      { what: 'the claim asked', claims: askedOnlyAt(ask, ask.member, oneClaim(ask)) },
      {
        what: 'the claim asked with a value no user has',
        claims: askedOnlyAt(ask, ask.member, withUnmatchableValue(ask)),
      },
    ])

    return judgeUnmatched(asked, unmatched, ask.member, ask.claim, false)
  }),
)
