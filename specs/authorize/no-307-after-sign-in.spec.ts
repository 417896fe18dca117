import { conformance } from '../../fixtures/index.ts'
import { freshSignIn } from '../../fixtures/browser/shared-flows.ts'
import { judgeCredentialsPostRedirect } from '../../fixtures/verdict/authorization-sign-in.ts'

// A fresh browser session, so that the sign-in form is shown and posted.
conformance('AC-18', async (fixtures) => {
  const result = await freshSignIn(fixtures)

  return judgeCredentialsPostRedirect(result)
})
