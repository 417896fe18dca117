import { conformance } from '../../fixtures/index.ts'
import { freshSignIn } from '../../fixtures/browser/shared-flows.ts'
import { shownPages } from '../../fixtures/verdict/authorization-pages.ts'
import { judgeReferrerLeakage } from '../../fixtures/verdict/authorization-referrer.ts'
import { fetchAuthorizationPage } from '../../fixtures/verdict/page-references.ts'

// The pages of a fresh sign-in, and the markup of the first one for what it loads and links.
conformance('AC-24', async (fixtures) => {
  const result = await freshSignIn(fixtures)
  const firstPage = await fetchAuthorizationPage(fixtures.target, fixtures.evidence)

  return judgeReferrerLeakage(shownPages(result), firstPage)
})
