import {
  conformance,
  freshRefreshToken,
  judgeRefusal,
  notConfigured,
  refreshTokenRefused,
  whenRefreshing,
} from '../../fixtures/index.ts'

conformance(
  'RT-04',
  whenRefreshing(async (fixtures) => {
    const { secondClient } = fixtures.target.config
    if (!secondClient) {
      return notConfigured('needs secondClient: another client registered at the target')
    }
    const { refreshToken } = await freshRefreshToken(fixtures)

    // The other client's valid credentials with the first client's refresh token.
    const response = await fixtures.tokenEndpoint.refresh(refreshToken, { client: secondClient })

    return judgeRefusal(response, refreshTokenRefused)
  }),
)
