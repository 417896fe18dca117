import {
  certificateRefusals,
  conformance,
  identityOf,
  judgeOtherClientsCertificate,
  notConfigured,
  whenMtls,
} from '../../fixtures/index.ts'

// RFC 8705 §2: the server enforces which certificate belongs to which client. This client's
// code and certificate, presented with the second client's client_id.
conformance(
  'MTLS-05',
  whenMtls(async (fixtures) => {
    const { client, secondClient } = fixtures.target.config
    if (!secondClient) {
      return notConfigured('needs secondClient: another client registered at the target')
    }
    const own = identityOf(client)
    const other = { ...secondClient, redirectUri: client.redirectUri }
    const options = { client: other, ...(own ? { certificate: own } : {}) }

    return certificateRefusals(
      fixtures,
      [{ name: "the second client's client_id with this client's certificate", options }],
      judgeOtherClientsCertificate,
    )
  }),
)
