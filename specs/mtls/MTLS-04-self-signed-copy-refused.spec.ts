import {
  certificateRefusals,
  conformance,
  freshCertificate,
  notApplicable,
  subjectAltNameOf,
  subjectOf,
  whenMtls,
} from '../../fixtures/index.ts'

// RFC 8705 §2.1 and §7.4: under tls_client_auth the subject counts only in a chain the server
// trusts; a fresh self-signed certificate copying the registered one's subject and SANs, made
// per run in memory, must not pass for it.
conformance(
  'MTLS-04',
  whenMtls(async (fixtures) => {
    const { tokenRequest, client } = fixtures.target.config
    if (tokenRequest.clientAuth !== 'tls_client_auth' || client.tlsCertificate === undefined) {
      return notApplicable(
        'tokenRequest.clientAuth is not "tls_client_auth": only the PKI method relies on a chain',
      )
    }
    const { tlsCertificate } = client
    const copy = await freshCertificate(subjectOf(tlsCertificate), subjectAltNameOf(tlsCertificate))

    return certificateRefusals(fixtures, [
      { name: 'a self-signed copy of the subject', options: { certificate: copy } },
    ])
  }),
)
