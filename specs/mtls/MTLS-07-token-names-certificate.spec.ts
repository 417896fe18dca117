import {
  certificateBoundToken,
  conformance,
  judgeTokenBinding,
  whenMtls,
} from '../../fixtures/index.ts'

// RFC 8705 §3.1: a code redeemed over TLS with the client's certificate; its access token, where
// it is a JWT (RFC 9068), must name that certificate's SHA-256 thumbprint as cnf["x5t#S256"].
// Required where the metadata offers bound tokens or FAPI 2.0 has no DPoP to bind them.
conformance(
  'MTLS-07',
  whenMtls(async (fixtures, profile) => {
    const { accessToken, thumbprint, demand } = await certificateBoundToken(fixtures, profile)

    return judgeTokenBinding(accessToken, thumbprint, demand)
  }),
)
