import {
  conformance,
  judgeNoVerifiedClaims,
  notConfigured,
  providerString,
  unverifiedOpenIdSignIn,
  whenVerifiedClaims,
} from '../../fixtures/index.ts'

conformance(
  'OIDC-13',
  whenVerifiedClaims(async (fixtures, support) => {
    const user = fixtures.target.config.unverifiedUser
    if (!user)
      return notConfigured('no unverifiedUser configured: a user whose identity is not verified')
    const userinfoUrl = providerString(support, 'userinfo_endpoint')

    return judgeNoVerifiedClaims(await unverifiedOpenIdSignIn(fixtures, user, userinfoUrl))
  }),
)
