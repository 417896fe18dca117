import {
  certificatePushes,
  conformance,
  freshCertificate,
  whenMtls,
  whenPushing,
} from '../../fixtures/index.ts'

// RFC 9126 §2.1 and RFC 8705 §2: the PAR endpoint authenticates the client by its certificate
// as the token endpoint does. The conforming request pushed with the registered certificate
// must get a request_uri; pushed on a connection without a certificate, then with a fresh
// self-signed one the client never registered (made per run in memory), it must be refused
// with invalid_client, and get no request_uri.
conformance(
  'MTLS-11',
  whenMtls((fixtures) =>
    whenPushing(async (pushing, profile) =>
      certificatePushes(pushing, profile, [
        { name: 'no client certificate', options: { certificate: 'none' } },
        {
          name: 'a certificate the client never registered',
          options: { certificate: await freshCertificate() },
        },
      ]),
    )(fixtures),
  ),
)
