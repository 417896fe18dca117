import {
  askedOnlyAt,
  conformance,
  deliveries,
  judgeOnlyClaimsAsked,
  oneClaim,
  whenClaimsRequest,
} from '../../fixtures/index.ts'

// One claim asked: it is delivered, and no other claim beside it.
conformance(
  'IDA-10',
  whenClaimsRequest(async (fixtures, ask, support) => {
    const [probe] = await deliveries(fixtures, support, [
      { what: 'one claim asked', claims: askedOnlyAt(ask, ask.member, oneClaim(ask)) },
    ])

    return judgeOnlyClaimsAsked(probe, ask.member, ask.claim)
  }),
)
