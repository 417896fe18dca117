import {
  conformance,
  judgeFapiAlgorithms,
  keySetsFor,
  openIdSignIn,
  providerString,
  whenFapi2,
  whenOpenId,
  withIdToken,
} from '../../fixtures/index.ts'

// The ID token's alg, and the keys of the JWKS its kid is found in.
conformance(
  'FAPI-02',
  whenFapi2((profiled) =>
    whenOpenId(async (fixtures, support) => {
      const signIn = await openIdSignIn(fixtures)
      const jwksUri = providerString(support, 'jwks_uri')

      return withIdToken(signIn.idToken, async (idToken) => {
        const keySets = jwksUri ? await keySetsFor(fixtures, jwksUri, idToken.header.kid) : []
        const keys = keySets.at(-1)?.keys ?? []
        return judgeFapiAlgorithms(idToken.header.alg, keys)
      })
    })(profiled),
  ),
)
