import {
  conformance,
  judgeRefreshAnswer,
  observed,
  whenRefreshTokensIssued,
} from '../../fixtures/index.ts'

conformance(
  'RT-02',
  whenRefreshTokensIssued((_fixtures, { refreshed }) => judgeRefreshAnswer(observed(refreshed))),
)
