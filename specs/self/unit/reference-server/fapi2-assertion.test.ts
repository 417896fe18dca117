import { expect, test } from '@playwright/test'
import type { ReferenceServer } from '../../../../fixtures/reference-server/index.ts'
import { jwtBearerAssertionType } from '../../../../fixtures/transport/http/client-assertion.ts'
import {
  assertion,
  fapi2Client,
  redeemPushed,
  type Fapi2Client,
} from '../../support/reference-server/fapi2-client.ts'
import { call, form } from '../../support/reference-server/http.ts'
import { withFapi2 } from '../../support/reference-server/server-test.ts'
import { expectTokenError } from '../../support/reference-server/token-calls.ts'

// A token request with an unknown code: invalid_grant once the client is authenticated,
// invalid_client when it is not.
const unknownCode = { code: 'unknown', verifier: 'v'.repeat(43) }
const withAssertion = (server: ReferenceServer, client: Fapi2Client, value: string) =>
  redeemPushed(server, client, unknownCode, { client_assertion: value })

// The client's own secret in the body, no assertion.
const secretInBody = (server: ReferenceServer, client: Fapi2Client) =>
  redeemPushed(server, client, unknownCode, {
    client_assertion: undefined,
    client_assertion_type: undefined,
    client_id: client.clientId,
    client_secret: client.clientSecret,
  })

test('a correct assertion authenticates; each wrong one is invalid_client', async () => {
  await withFapi2([], async (server) => {
    const client = fapi2Client(server)
    const now = Math.floor(Date.now() / 1000)
    const correct = await assertion(server, client)
    expectTokenError(await withAssertion(server, client, correct), 400, 'invalid_grant')
    // Replayed.
    expectTokenError(await withAssertion(server, client, correct), 401, 'invalid_client')
    const wrong = [
      { aud: 'https://elsewhere.example' },
      { aud: `${server.baseUrl}/oauth/token` },
      { aud: [server.baseUrl] },
      { exp: now - 60 },
      { exp: undefined },
      { jti: undefined },
      { iss: 'someone-else' },
    ]
    for (const claims of wrong) {
      const answer = await withAssertion(
        server,
        client,
        await assertion(server, client, { claims }),
      )
      expectTokenError(answer, 401, 'invalid_client')
    }
    for (const forged of await forgeries(server, client)) {
      expectTokenError(await withAssertion(server, client, forged), 401, 'invalid_client')
    }
  })
})

test('a client secret is refused, in the body and with Basic', async () => {
  await withFapi2([], async (server) => {
    const client = fapi2Client(server)
    const inBody = await secretInBody(server, client)
    expectTokenError(inBody, 401, 'invalid_client')
    const basic = Buffer.from(`${client.clientId}:${client.clientSecret}`).toString('base64')
    const secretByBasic = await redeemPushed(
      server,
      client,
      unknownCode,
      { client_assertion: undefined, client_assertion_type: undefined },
      { headers: { authorization: `Basic ${basic}` } },
    )
    expectTokenError(secretByBasic, 401, 'invalid_client')
    expect(secretByBasic.headers['www-authenticate']).toContain('Basic')
  })
})

test('each assertion fault changes the answer it names', async () => {
  await withFapi2(['assertion-any-aud', 'assertion-expired-accepted'], async (server) => {
    const client = fapi2Client(server)
    const now = Math.floor(Date.now() / 1000)
    const anyAud = await assertion(server, client, { claims: { aud: 'https://elsewhere.example' } })
    expectTokenError(await withAssertion(server, client, anyAud), 400, 'invalid_grant')
    const expired = await assertion(server, client, { claims: { exp: now - 60 } })
    expectTokenError(await withAssertion(server, client, expired), 400, 'invalid_grant')
  })
  await withFapi2(
    ['assertion-signature-unchecked', 'assertion-replay-accepted'],
    async (server) => {
      const client = fapi2Client(server)
      for (const forged of await forgeries(server, client)) {
        expectTokenError(await withAssertion(server, client, forged), 400, 'invalid_grant')
      }
      const once = await assertion(server, client)
      expectTokenError(await withAssertion(server, client, once), 400, 'invalid_grant')
      expectTokenError(await withAssertion(server, client, once), 400, 'invalid_grant')
    },
  )
  await withFapi2(['client-secret-accepted'], async (server) => {
    const client = fapi2Client(server)
    const inBody = await secretInBody(server, client)
    expectTokenError(inBody, 400, 'invalid_grant')
  })
  await withFapi2(['assertion-aud-token-endpoint'], async (server) => {
    const client = fapi2Client(server)
    const correct = await assertion(server, client)
    expectTokenError(await withAssertion(server, client, correct), 401, 'invalid_client')
    const endpoint = await assertion(server, client, {
      claims: { aud: `${server.baseUrl}/oauth/token` },
    })
    expectTokenError(await withAssertion(server, client, endpoint), 400, 'invalid_grant')
  })
})

test('the PAR endpoint refuses a wrong assertion as the token endpoint does', async () => {
  await withFapi2([], async (server) => {
    const client = fapi2Client(server)
    const [unregistered] = await forgeries(server, client)
    const answer = await call(
      `${server.baseUrl}/oauth/par`,
      form({
        client_id: client.clientId,
        response_type: 'code',
        client_assertion_type: jwtBearerAssertionType,
        client_assertion: unregistered ?? '',
      }),
    )
    expectTokenError(answer, 401, 'invalid_client')
  })
})

// The wrong signings of PKJ-04: an unregistered key, alg none, HS256 keyed with the registered
// public key.
const forgeries = (server: ReferenceServer, client: Fapi2Client) =>
  Promise.all(
    (['unregistered key', 'none', 'HS256 with the public key'] as const).map((signing) =>
      assertion(server, client, { signing }),
    ),
  )
