import {
  conformance,
  judgeNonce,
  openIdSignIn,
  whenOpenId,
  withIdToken,
} from '../../fixtures/index.ts'

conformance(
  'OIDC-07',
  whenOpenId(async (fixtures) => {
    const signIn = await openIdSignIn(fixtures)

    return withIdToken(signIn.idToken, (idToken) => judgeNonce(idToken, signIn.nonce))
  }),
)
