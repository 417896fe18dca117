import { X509Certificate } from 'node:crypto'
import { certificateRefusals, conformance, whenMtls } from '../../fixtures/index.ts'

// RFC 9700 §4.13: a proxy that terminates TLS must remove these headers from what clients
// send. Each variant: TLS without a certificate, the registered (public) certificate in one of
// the headers proxies use, and the verification result a proxy would add.
conformance(
  'MTLS-10',
  whenMtls((fixtures) => {
    const pem = fixtures.target.config.client.tlsCertificate ?? ''
    const der = new X509Certificate(pem).raw.toString('base64')
    const verified = { 'x-ssl-client-verify': 'SUCCESS' }
    const forged = [
      {
        name: 'X-SSL-Client-Cert (escaped PEM)',
        headers: { 'x-ssl-client-cert': encodeURIComponent(pem) },
      },
      { name: 'Client-Cert (RFC 9440)', headers: { 'client-cert': `:${der}:` } },
      { name: 'X-Client-Cert (base64 DER)', headers: { 'x-client-cert': der } },
      {
        name: 'SSL-Client-Cert (PEM on one line)',
        headers: { 'ssl-client-cert': pem.replace(/\n/g, ' ').trim() },
      },
    ]

    return certificateRefusals(
      fixtures,
      forged.map(({ name, headers }) => ({
        name,
        options: { certificate: 'none', headers: { ...headers, ...verified } },
      })),
    )
  }),
)
