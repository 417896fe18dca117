import {
  askedOnlyAt,
  conformance,
  deliveries,
  judgeUnknownClaims,
  oneClaim,
  unknownClaims,
  whenClaimsRequest,
  withUnknownClaims,
} from '../../fixtures/index.ts'

// The claim asked (delivered), then beside names no server knows (random, odd characters,
// essential): a code, the claim delivered, the unknown names left out, not null.
conformance(
  'IDA-05',
  whenClaimsRequest(async (fixtures, ask, support) => {
    const unknown = unknownClaims()
    const [asked, probe] = await deliveries(fixtures, support, [
      { what: 'the claim asked', claims: askedOnlyAt(ask, ask.member, oneClaim(ask)) },
      {
        what: 'the claim beside unknown ones',
        claims: askedOnlyAt(ask, ask.member, withUnknownClaims(ask, unknown)),
      },
    ])

    return judgeUnknownClaims(asked, probe, ask.member, ask.claim, Object.keys(unknown))
  }),
)
