import { conformance } from '../../fixtures/index.ts'
import { judgeCredentialsPostRedirect } from '../../fixtures/verdict/authorization-sign-in.ts'

// A fresh browser session, so that the sign-in form is shown and posted.
conformance('AC-18', async ({ authorizer }) => {
  const result = await authorizer.run({ freshSession: true })

  return judgeCredentialsPostRedirect(result)
})
