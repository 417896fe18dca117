import {
  conformance,
  judgeStableSubject,
  openIdSignIn,
  openIdSignInAgain,
  otherClientIdToken,
  whenOpenId,
  withIdToken,
} from '../../fixtures/index.ts'

conformance(
  'OIDC-09',
  whenOpenId(async (fixtures, support) => {
    const first = await openIdSignIn(fixtures)
    const again = await openIdSignInAgain(fixtures)
    const otherClient = await otherClientIdToken(fixtures, support)

    return withIdToken(first.idToken, (firstToken) =>
      withIdToken(again.idToken, (againToken) =>
        judgeStableSubject(firstToken, againToken, otherClient),
      ),
    )
  }),
)
