import { conformance } from '../../fixtures/index.ts'
import { unknownClient, unknownCode } from '../../fixtures/token-client/fabricated.ts'
import { redemptionAndReuse } from '../../fixtures/token-client/reuse-scenario.ts'
import { worst } from '../../fixtures/verdict/findings.ts'
import { judgeJsonMediaType } from '../../fixtures/verdict/token-response.ts'

conformance('AC-32', async (fixtures) => {
  const { tokenEndpoint, target } = fixtures
  const { first, second } = await redemptionAndReuse(fixtures)
  // Client authentication failures are often answered by other middleware than grant errors.
  const unauthenticated = await tokenEndpoint.redeem(unknownCode(), {
    client: unknownClient(target.config.client),
  })

  return worst(
    judgeJsonMediaType(first),
    judgeJsonMediaType(second),
    judgeJsonMediaType(unauthenticated),
  )
})
