import {
  conformance,
  fetchAuthorizationPage,
  freshSignIn,
  judgeReferrerLeakage,
  shownPages,
} from '../../fixtures/index.ts'

// The pages of a fresh sign-in, and the markup of the first one for what it loads and links.
conformance('AC-24', async (fixtures) => {
  const result = await freshSignIn(fixtures)
  const firstPage = await fetchAuthorizationPage(fixtures)

  return judgeReferrerLeakage(shownPages(result), firstPage)
})
