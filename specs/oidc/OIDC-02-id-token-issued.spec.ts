import {
  conformance,
  judgeIdTokenIssued,
  openIdSignIn,
  openIdSignInWithoutNonce,
  whenOpenId,
} from '../../fixtures/index.ts'

conformance(
  'OIDC-02',
  whenOpenId(async (fixtures) => {
    const withNonce = await openIdSignIn(fixtures)
    const withoutNonce = await openIdSignInWithoutNonce(fixtures)

    return judgeIdTokenIssued([
      { name: 'with a nonce', ...withNonce },
      { name: 'without a nonce', ...withoutNonce },
    ])
  }),
)
