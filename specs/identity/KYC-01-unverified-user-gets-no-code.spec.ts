import { conformance, judgeNoCodeIssued, notConfigured } from '../../fixtures/index.ts'

conformance('KYC-01', async ({ authorizer, target }) => {
  const user = target.config.unverifiedUser
  if (!user)
    return notConfigured('no unverifiedUser configured: a user whose identity is not verified')

  const result = await authorizer.run({ user, freshSession: true })

  return judgeNoCodeIssued(result, 'unverifiedUser')
})
