import {
  certificateDoors,
  conformance,
  judgeBoundTokenAtDoors,
  whenMtls,
} from '../../fixtures/index.ts'

// RFC 8705 §3: a token of a redemption over TLS with the client's certificate, at resourceUrl,
// and an OpenID sign-in's at userinfo (its mTLS alias): with that certificate (the control,
// taken), then on a connection without one and with a certificate the client never
// registered: each 401.
conformance(
  'MTLS-08',
  whenMtls(async (fixtures, profile) => {
    const doors = await certificateDoors(fixtures, profile)

    return judgeBoundTokenAtDoors(doors)
  }),
)
