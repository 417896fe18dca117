import {
  conformance,
  judgeNarrowedRefresh,
  judgeOmittedScope,
  judgeParts,
  judgeWidenedRefresh,
  notConfigured,
  scopeAtRefresh,
  scopeWidening,
  whenRefreshing,
} from '../../fixtures/index.ts'

// One grant of the first configured scope value, refreshed asking for all; one grant of all,
// refreshed asking for the first, then for none.
conformance(
  'RT-05',
  whenRefreshing(async (fixtures) => {
    const widening = scopeWidening(fixtures.target.config.scope)
    if (!widening) {
      return notConfigured('"scope" needs two or more values: one granted, all asked at refresh')
    }
    const { widened, original, narrowed, omitted } = await scopeAtRefresh(fixtures, widening)

    return judgeParts([
      ['widened', () => judgeWidenedRefresh(widened, widening.approved, widening.asked)],
      ['narrowed', () => judgeNarrowedRefresh(narrowed, original, widening.approved)],
      ['omitted', () => judgeOmittedScope(omitted, original)],
    ])
  }),
)
