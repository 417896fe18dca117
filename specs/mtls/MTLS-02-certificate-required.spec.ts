import { certificateRefusals, conformance, whenMtls } from '../../fixtures/index.ts'

// RFC 8705 §2: the redemption the client would send, on a TLS connection that presents no
// certificate. A server that refuses the handshake instead leaves this not judged (docs/mtls.md).
conformance(
  'MTLS-02',
  whenMtls((fixtures) =>
    certificateRefusals(fixtures, [
      { name: 'no client certificate', options: { certificate: 'none' } },
    ]),
  ),
)
