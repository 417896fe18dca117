import { conformance } from '../../fixtures/index.ts'
import { judgeFramingProtection } from '../../fixtures/verdict/authorization-framing.ts'
import { shownPages } from '../../fixtures/verdict/authorization-pages.ts'

// A fresh browser session, so that both the sign-in and the consent page are shown.
conformance('AC-19', async ({ authorizer }) => {
  const result = await authorizer.run({ freshSession: true })

  return judgeFramingProtection(shownPages(result))
})
