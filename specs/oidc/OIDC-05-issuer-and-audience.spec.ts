import {
  conformance,
  judgeIssuerAndAudience,
  openIdSignIn,
  whenOpenId,
  withIdToken,
} from '../../fixtures/index.ts'

conformance(
  'OIDC-05',
  whenOpenId(async (fixtures, support) => {
    const signIn = await openIdSignIn(fixtures)
    const { issuer } = support.configuration

    return withIdToken(signIn.idToken, (idToken) =>
      judgeIssuerAndAudience(idToken, issuer, signIn.clientId),
    )
  }),
)
