import {
  certificateRefusedAtPar,
  conformance,
  grantOf,
  judgeCertificateRedemption,
  whenMtls,
} from '../../fixtures/index.ts'

// The family's positive control: the pushed request (where requests are pushed) and the
// redemption of its code, each over TLS with the registered certificate and client_id alone.
conformance(
  'MTLS-01',
  whenMtls(async ({ authorizer, tokenEndpoint }, profile) => {
    const flow = await authorizer.run()
    const refusedAtPar = certificateRefusedAtPar(flow.pushed)
    if (refusedAtPar) return refusedAtPar
    const { code } = grantOf(flow)

    return judgeCertificateRedemption(await tokenEndpoint.redeem(code), profile.dpop)
  }),
)
