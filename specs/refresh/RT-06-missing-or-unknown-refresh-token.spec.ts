import {
  conformance,
  freshRefreshToken,
  invalidRequest,
  judgeRefusal,
  judgeVariants,
  notApplicable,
  refreshTokenRefused,
  requireToken,
  unknownRefreshToken,
  whenRefreshing,
} from '../../fixtures/index.ts'

conformance(
  'RT-06',
  whenRefreshing(async (fixtures) => {
    const { code, redemption, refreshToken } = await freshRefreshToken(fixtures)
    const accessToken = requireToken(redemption, 'the redemption')
    const variants = [
      { name: 'no refresh_token', presented: undefined, rule: invalidRequest },
      { name: 'an access token', presented: accessToken, rule: refreshTokenRefused },
      { name: 'a used code', presented: code, rule: refreshTokenRefused },
      { name: 'a value never issued', presented: unknownRefreshToken(), rule: refreshTokenRefused },
    ]

    return judgeVariants(variants, async ({ presented, rule }) => {
      // One cause, one finding: RT-01 reports a refresh token that is the access token.
      if (presented === refreshToken) return notApplicable('the access token is the refresh token')
      const params = { refresh_token: presented }
      return judgeRefusal(await fixtures.tokenEndpoint.refresh('', { params }), rule)
    })
  }),
)
