import {
  conformance,
  judgeAtHash,
  openIdSignIn,
  requireToken,
  whenOpenId,
  withIdToken,
} from '../../fixtures/index.ts'

conformance(
  'OIDC-08',
  whenOpenId(async (fixtures) => {
    const signIn = await openIdSignIn(fixtures)
    const accessToken = requireToken(signIn.exchange, 'the openid sign-in')

    return withIdToken(signIn.idToken, (idToken) => judgeAtHash(idToken, accessToken))
  }),
)
