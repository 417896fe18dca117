import { conformance } from '../../fixtures/index.ts'
import { deniedConsent, sentState } from '../../fixtures/browser/shared-flows.ts'
import { judgeDenied } from '../../fixtures/verdict/authorization-response.ts'

conformance('AC-10', async (fixtures) => {
  const denied = await deniedConsent(fixtures)

  return judgeDenied(denied, sentState(denied))
})
