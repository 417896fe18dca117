import {
  conformance,
  judgeTimes,
  openIdSignIn,
  whenOpenId,
  withIdToken,
} from '../../fixtures/index.ts'

conformance(
  'OIDC-06',
  whenOpenId(async (fixtures) => {
    const signIn = await openIdSignIn(fixtures)

    return withIdToken(signIn.idToken, (idToken) => judgeTimes(idToken, signIn.receivedAt))
  }),
)
