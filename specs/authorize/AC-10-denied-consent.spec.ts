import { conformance, deniedConsent, judgeDenied, sentState } from '../../fixtures/index.ts'

conformance('AC-10', async (fixtures) => {
  const denied = await deniedConsent(fixtures)

  return judgeDenied(denied, sentState(denied))
})
