import {
  conformance,
  judgeRefusal,
  notApplicable,
  refreshTokenOf,
  requireToken,
  unboundRefreshRefused,
  whenDpop,
} from '../../fixtures/index.ts'

// A DPoP-bound grant's refresh token, presented without a DPoP header.
conformance(
  'DPOP-10',
  whenDpop(async ({ authorizer, tokenEndpoint }) => {
    const { code } = await authorizer.grant()
    const redemption = await tokenEndpoint.redeem(code)
    requireToken(redemption, 'the redemption')
    const refreshToken = refreshTokenOf(redemption)
    if (refreshToken === undefined) return notApplicable('the redemption issued no refresh token')
    const exchange = await tokenEndpoint.refresh(refreshToken, { proof: 'omitted' })

    return judgeRefusal(exchange, unboundRefreshRefused)
  }),
)
