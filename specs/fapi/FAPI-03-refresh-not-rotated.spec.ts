import {
  conformance,
  freshRefreshToken,
  judgeRefreshRetry,
  whenFapi2,
  whenRefreshTokensIssued,
} from '../../fixtures/index.ts'

// A refresh token of its own, refreshed twice: the second time as a client that lost the first
// answer would.
conformance(
  'FAPI-03',
  whenFapi2((profiled) =>
    whenRefreshTokensIssued(async (fixtures) => {
      const { refreshToken } = await freshRefreshToken(fixtures)

      const first = await fixtures.tokenEndpoint.refresh(refreshToken)
      const second = await fixtures.tokenEndpoint.refresh(refreshToken)

      return judgeRefreshRetry(first, second, refreshToken)
    })(profiled),
  ),
)
