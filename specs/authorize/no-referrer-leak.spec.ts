import { conformance } from '../../fixtures/index.ts'
import { shownPages } from '../../fixtures/verdict/authorization-pages.ts'
import { judgeReferrerLeakage } from '../../fixtures/verdict/authorization-referrer.ts'
import { fetchAuthorizationPage } from '../../fixtures/verdict/page-references.ts'

// The pages of a fresh sign-in, and the markup of the first one for what it loads and links.
conformance('AC-24', async ({ authorizer, target, evidence }) => {
  const result = await authorizer.run({ freshSession: true })
  const firstPage = await fetchAuthorizationPage(target, evidence)

  return judgeReferrerLeakage(shownPages(result), firstPage)
})
