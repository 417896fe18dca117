import {
  certificateBoundToken,
  conformance,
  judgeBoundTokenAtResource,
  notConfigured,
  resourceByCertificate,
  whenMtls,
} from '../../fixtures/index.ts'

// RFC 8705 §3: the token of a redemption over TLS with the client's certificate, at
// resourceUrl: with that certificate (the control, taken), then on a connection without one and
// with a certificate the client never registered: each 401.
conformance(
  'MTLS-08',
  whenMtls(async (fixtures, profile) => {
    const { resourceUrl } = fixtures.target.config
    if (!resourceUrl)
      return notConfigured('"resourceUrl" is not set: no resource to present the token at')
    const { accessToken, demand } = await certificateBoundToken(fixtures, profile)
    const answers = await resourceByCertificate(fixtures, resourceUrl, accessToken)

    return judgeBoundTokenAtResource(answers, demand)
  }),
)
