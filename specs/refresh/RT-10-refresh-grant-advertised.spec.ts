import {
  conformance,
  judgeRefreshGrantAdvertised,
  sharedMetadata,
  whenRefreshTokensIssued,
} from '../../fixtures/index.ts'

conformance(
  'RT-10',
  whenRefreshTokensIssued(async (fixtures) => {
    const lookup = await sharedMetadata(fixtures)

    return judgeRefreshGrantAdvertised(lookup)
  }),
)
