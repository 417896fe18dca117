import {
  conformance,
  judgeNoVerifiedClaims,
  notConfigured,
  unverifiedOpenIdSignIn,
  whenVerifiedClaims,
} from '../../fixtures/index.ts'

conformance(
  'OIDC-13',
  whenVerifiedClaims(async (fixtures, support) => {
    const user = fixtures.target.config.unverifiedUser
    if (!user)
      return notConfigured('no unverifiedUser configured: a user whose identity is not verified')
    const userinfoUrl = support.userinfoUrl

    return judgeNoVerifiedClaims(await unverifiedOpenIdSignIn(fixtures, user, userinfoUrl))
  }),
)
