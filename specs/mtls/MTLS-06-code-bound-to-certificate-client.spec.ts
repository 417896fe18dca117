import {
  certificateRefusals,
  codeOfAnotherClient,
  conformance,
  identityOf,
  judgeRefusal,
  notConfigured,
  whenMtls,
} from '../../fixtures/index.ts'

// RFC 6749 §4.1.3 under RFC 8705 §2: a client authenticated by its own certificate still gets
// no token for another client's code. This client's code, redeemed by the second client with
// its own certificate and client_id: refused (invalid_grant), no token; then this client
// redeems the same code (the control). AC-43 is the same binding under any method.
conformance(
  'MTLS-06',
  whenMtls(async (fixtures) => {
    const { client, secondClient } = fixtures.target.config
    const certificate = secondClient && identityOf(secondClient)
    if (!secondClient || !certificate) {
      return notConfigured(
        'needs secondClient with its tlsCertificate and tlsKey: another client registered at the target',
      )
    }
    const other = { ...secondClient, redirectUri: client.redirectUri }

    return certificateRefusals(
      fixtures,
      [
        {
          name: "the second client's certificate and client_id",
          options: { client: other, certificate },
        },
      ],
      (exchange) => judgeRefusal(exchange, codeOfAnotherClient),
    )
  }),
)
