import {
  conformance,
  judgeRevokedAfterReplay,
  replayAfterRefresh,
  revocationSettleSeconds,
  whenRefreshing,
} from '../../fixtures/index.ts'

conformance(
  'RT-07',
  whenRefreshing(async (fixtures) => {
    const { resourceUrl } = fixtures.target.config
    const flow = await replayAfterRefresh(fixtures, resourceUrl, revocationSettleSeconds)

    return judgeRevokedAfterReplay(flow)
  }),
)
