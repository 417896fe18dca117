import { judgeNoCodeIssued } from '../../fixtures/identity/no-code-issued.ts'
import { conformance } from '../../fixtures/index.ts'
import { notConfigured } from '../../fixtures/verdict/findings.ts'

conformance('KYC-01', async ({ authorizer, target }) => {
  const user = target.config.unverifiedUser
  if (!user)
    return notConfigured('no unverifiedUser configured: a user whose identity is not verified')

  const result = await authorizer.run({ user, freshSession: true })

  return judgeNoCodeIssued(result, 'unverifiedUser')
})
