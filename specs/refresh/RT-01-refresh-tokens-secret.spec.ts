import {
  conformance,
  judgeRefreshTokenSecrecy,
  minimumTokenSample,
  refreshTokenAsBearer,
  refreshTokenOf,
  refreshTokenSample,
  requireToken,
  whenRefreshTokensIssued,
} from '../../fixtures/index.ts'

conformance(
  'RT-01',
  whenRefreshTokensIssued(async (fixtures, { redemption, refreshToken, refreshed }) => {
    const { resourceUrl } = fixtures.target.config
    const answers = refreshed.ok ? [redemption, refreshed.value] : [redemption]
    const sample = await refreshTokenSample(fixtures, minimumTokenSample)
    // The newest refresh token, and an access token the resource must accept for comparison.
    const latest = (refreshed.ok ? refreshTokenOf(refreshed.value) : undefined) ?? refreshToken
    const accessToken = requireToken(redemption, 'the redemption')
    const bearer = resourceUrl
      ? await refreshTokenAsBearer(fixtures, resourceUrl, accessToken, latest)
      : undefined

    return judgeRefreshTokenSecrecy({ answers, sample, bearer })
  }),
)
