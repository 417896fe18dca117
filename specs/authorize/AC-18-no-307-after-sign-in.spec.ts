import { conformance, freshSignIn, judgeCredentialsPostRedirect } from '../../fixtures/index.ts'

// A fresh browser session, so that the sign-in form is shown and posted.
conformance('AC-18', async (fixtures) => {
  const result = await freshSignIn(fixtures)

  return judgeCredentialsPostRedirect(result)
})
