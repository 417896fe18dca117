import {
  conformance,
  judgeIdTokenAlg,
  openIdSignIn,
  whenOpenId,
  withIdToken,
} from '../../fixtures/index.ts'

conformance(
  'OIDC-03',
  whenOpenId(async (fixtures, support) => {
    const signIn = await openIdSignIn(fixtures)
    const advertised = support.provider?.id_token_signing_alg_values_supported

    return withIdToken(signIn.idToken, (idToken) => judgeIdTokenAlg(idToken, advertised))
  }),
)
