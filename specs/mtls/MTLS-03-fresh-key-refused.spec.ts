import {
  certificateRefusals,
  conformance,
  freshCertificate,
  whenMtls,
} from '../../fixtures/index.ts'

// RFC 8705 §2: the client proves itself by the certificate it was registered with, chained to
// a trusted CA (§2.1) or the very certificate registered (§2.2). A certificate with a fresh key
// of its own, made per run in memory, under the registered client_id must not authenticate.
conformance(
  'MTLS-03',
  whenMtls(async (fixtures) =>
    certificateRefusals(fixtures, [
      {
        name: 'a fresh self-signed certificate',
        options: { certificate: await freshCertificate() },
      },
    ]),
  ),
)
