import { conformance } from '../../fixtures/index.ts'
import { freshSignIn } from '../../fixtures/browser/shared-flows.ts'
import { judgeFramingProtection } from '../../fixtures/verdict/authorization-framing.ts'
import { shownPages } from '../../fixtures/verdict/authorization-pages.ts'

// A fresh browser session, so that both the sign-in and the consent page are shown.
conformance('AC-19', async (fixtures) => {
  const result = await freshSignIn(fixtures)

  return judgeFramingProtection(shownPages(result))
})
