import {
  conformance,
  judgeStableSubject,
  openIdSignIn,
  openIdSignInAgain,
  whenOpenId,
  withIdToken,
} from '../../fixtures/index.ts'

conformance(
  'OIDC-09',
  whenOpenId(async (fixtures) => {
    const first = await openIdSignIn(fixtures)
    const again = await openIdSignInAgain(fixtures)

    return withIdToken(first.idToken, (firstToken) =>
      withIdToken(again.idToken, (againToken) => judgeStableSubject(firstToken, againToken)),
    )
  }),
)
