import {
  conformance,
  freshSignIn,
  judgeFramingProtection,
  shownPages,
} from '../../fixtures/index.ts'

// A fresh browser session, so that both the sign-in and the consent page are shown.
conformance('AC-19', async (fixtures) => {
  const result = await freshSignIn(fixtures)

  return judgeFramingProtection(shownPages(result))
})
