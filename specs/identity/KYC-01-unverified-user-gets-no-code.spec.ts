import {
  conformance,
  judgeNoCodeIssued,
  notConfigured,
  unverifiedSignIn,
} from '../../fixtures/index.ts'

conformance('KYC-01', async (fixtures) => {
  const user = fixtures.target.config.unverifiedUser
  if (!user)
    return notConfigured('no unverifiedUser configured: a user whose identity is not verified')

  const result = await unverifiedSignIn(fixtures, user)

  return judgeNoCodeIssued(result, 'unverifiedUser')
})
