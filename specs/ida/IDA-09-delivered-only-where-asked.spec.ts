import {
  askedOnlyAt,
  conformance,
  deliveries,
  judgeOnlyWhereAsked,
  oneClaim,
  openIdScopeAlone,
  whenClaimsRequestAtUserinfo,
} from '../../fixtures/index.ts'

// The claim asked in the ID token only, then at userinfo only, with the scope openid alone: each
// time it comes where asked, and no verified_claims come in the other place.
conformance(
  'IDA-09',
  whenClaimsRequestAtUserinfo(async (fixtures, ask, support) => {
    const [inIdToken, atUserinfo] = await deliveries(fixtures, support, [
      {
        what: 'asked in the ID token only',
        claims: askedOnlyAt(ask, 'id_token', oneClaim(ask)),
        scope: openIdScopeAlone,
      },
      {
        what: 'asked at userinfo only',
        claims: askedOnlyAt(ask, 'userinfo', oneClaim(ask)),
        scope: openIdScopeAlone,
      },
    ])

    return judgeOnlyWhereAsked(
      [
        [inIdToken, 'id_token', 'userinfo'],
        [atUserinfo, 'userinfo', 'id_token'],
      ],
      ask.claim,
    )
  }),
)
