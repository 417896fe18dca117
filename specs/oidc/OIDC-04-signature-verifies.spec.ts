import {
  conformance,
  judgeIdTokenSignature,
  keySetsFor,
  openIdSignIn,
  providerString,
  whenOpenId,
  withIdToken,
} from '../../fixtures/index.ts'

conformance(
  'OIDC-04',
  whenOpenId(async (fixtures, support) => {
    const signIn = await openIdSignIn(fixtures)
    const jwksUri = providerString(support, 'jwks_uri')

    return withIdToken(signIn.idToken, async (idToken) => {
      const kid = idToken.header.kid
      const keySets = jwksUri ? await keySetsFor(fixtures, jwksUri, kid) : []
      const { clientSecret } = fixtures.target.config.client
      return judgeIdTokenSignature(idToken, { keySets, clientSecret })
    })
  }),
)
