import { expect, test } from '@playwright/test'
import { decodeJwt } from 'jose'
import type { ReferenceServer } from '../../../../fixtures/reference-server/index.ts'
import type { FaultName } from '../../../../fixtures/reference-server/faults.ts'
import {
  requestObject,
  type RequestObjectShape,
} from '../../../../fixtures/transport/http/request-object.ts'
import {
  authenticatedPost,
  authorizationParams,
  authorizePushed,
  fapi2Client,
  pkce,
  redeemPushed,
  type Fapi2Client,
} from '../../support/reference-server/fapi2-client.ts'
import { FlowClient } from '../../support/reference-server/flow-client.ts'
import { call, location } from '../../support/reference-server/http.ts'
import { withFapi2 } from '../../support/reference-server/server-test.ts'
import { expectTokenError } from '../../support/reference-server/token-calls.ts'

// The Message Signing mode requires signed responses (FAPI 2.0 Message Signing §5.4.1); the
// FAPI 2.0 mode does not read response_mode.
const signedResponses = { response_mode: 'jwt' }

// The client's valid request, signed as a request object shaped as given, pushed with client_id.
async function pushSigned(
  server: ReferenceServer,
  client: Fapi2Client,
  shape?: RequestObjectShape,
  outside: Record<string, string> = {},
) {
  const params = {
    ...authorizationParams(client, pkce().challenge),
    nonce: 'n-1',
    ...signedResponses,
  }
  const request = await requestObject(client, server.baseUrl, params, shape)
  const fields = { ...outside, client_id: client.clientId, request }
  return authenticatedPost(server, '/oauth/par', client, fields)
}

// Each bend with the fault that lets it through: refused by the correct server, taken by that one.
const bends: readonly [string, RequestObjectShape, FaultName][] = [
  ['alg none', { signing: 'alg none' }, 'request-object-alg-none-accepted'],
  ['signature broken', { signing: 'signature broken' }, 'request-object-signature-unchecked'],
  ['a fresh key', { signing: 'a fresh key' }, 'request-object-signature-unchecked'],
]

test('the FAPI 2.0 metadata lists the request object algorithms', async () => {
  await withFapi2([], async (server) => {
    const { json } = await call(`${server.baseUrl}/.well-known/oauth-authorization-server`)
    expect(json.request_object_signing_alg_values_supported).toEqual(['PS256', 'ES256', 'EdDSA'])
    expect(json.require_signed_request_object).toBeUndefined()
  })
})

test('a signed request object pushed at PAR authorizes with its own state', async () => {
  await withFapi2([], async (server) => {
    const client = fapi2Client(server)
    // RFC 9101 §5: only the object's parameters are used, not those beside it.
    const answer = await pushSigned(server, client, {}, { state: 'outside' })
    expect(answer.status).toBe(201)
    const redirect = await authorizePushed(server, client.clientId, String(answer.json.request_uri))
    expect(location(redirect).searchParams.get('code')).toEqual(expect.any(String))
    expect(location(redirect).searchParams.get('state')).toBe('xyz')
  })
  await withFapi2(['request-object-state-dropped'], async (server) => {
    const client = fapi2Client(server)
    const answer = await pushSigned(server, client)
    const redirect = await authorizePushed(server, client.clientId, String(answer.json.request_uri))
    expect(location(redirect).searchParams.get('state')).toBeNull()
  })
})

test('a request object not signed by the client is refused; each fault takes its bend', async () => {
  await withFapi2([], async (server) => {
    const client = fapi2Client(server)
    const second = fapi2Client(server, 'secondClient')
    for (const [name, shape] of bends) {
      expectTokenError(await pushSigned(server, client, shape), 400, 'invalid_request_object')
      expect(name).toBeTruthy()
    }
    const byOther = await pushSigned(server, client, { signer: second })
    expectTokenError(byOther, 400, 'invalid_request_object')
  })
  for (const [name, shape, fault] of bends) {
    await withFapi2([fault], async (server) => {
      expect((await pushSigned(server, fapi2Client(server), shape)).status, name).toBe(201)
    })
  }
  await withFapi2(['request-object-any-client-key'], async (server) => {
    const client = fapi2Client(server)
    const second = fapi2Client(server, 'secondClient')
    expect((await pushSigned(server, client, { signer: second })).status).toBe(201)
    const fresh = await pushSigned(server, client, { signing: 'a fresh key' })
    expectTokenError(fresh, 400, 'invalid_request_object')
  })
})

// Claims bent as JAR-07 to JAR-15 bend them, each with the fault that takes it.
const claimBends: readonly [string, Record<string, unknown>, FaultName][] = [
  ['aud another issuer', { aud: 'https://other.example' }, 'request-object-any-aud'],
  ['exp past', { exp: Math.floor(Date.now() / 1000) - 300 }, 'request-object-expired-accepted'],
  ['client_id of another', { client_id: 'someone-else' }, 'request-object-client-id-unchecked'],
  ['request_uri inside', { request_uri: 'urn:x' }, 'request-object-nested-request-accepted'],
  ['request inside', { request: 'a.b.c' }, 'request-object-nested-request-accepted'],
]

test("a request object's claims follow RFC 9101 and Message Signing; each fault bends one", async () => {
  await withFapi2([], async (server) => {
    const client = fapi2Client(server)
    for (const [name, claims] of claimBends) {
      const answer = await pushSigned(server, client, { claims })
      expect(answer.json.error, name).toBe('invalid_request_object')
    }
    for (const claims of [{ nbf: undefined }, { exp: undefined }]) {
      expectTokenError(await pushSigned(server, client, { claims }), 400, 'invalid_request_object')
    }
    const both = await pushSigned(server, client, {
      claims: { aud: [server.baseUrl, 'https://other.example'] },
    })
    expect(both.status).toBe(201)
  })
  for (const [name, claims, fault] of claimBends) {
    await withFapi2([fault], async (server) => {
      expect((await pushSigned(server, fapi2Client(server), { claims })).status, name).toBe(201)
    })
  }
  await withFapi2(['request-object-aud-array-refused'], async (server) => {
    const aud = [server.baseUrl, 'https://other.example']
    const answer = await pushSigned(server, fapi2Client(server), { claims: { aud } })
    expectTokenError(answer, 400, 'invalid_request_object')
  })
})

// FAPI 2.0 Message Signing: every push signed (RFC 9101 §10.5), exp and nbf present and at most
// 60 minutes apart, nbf at most 60 minutes past, a signed response asked. Each fault takes its
// bend.
test('the Message Signing mode refuses a plain push, unbounded times and plain responses; each fault takes one', async () => {
  const now = () => Math.floor(Date.now() / 1000)
  const long = () => ({ claims: { nbf: now(), exp: now() + 70 * 60 } })
  const old = () => ({ claims: { iat: now() - 70 * 60, nbf: now() - 70 * 60, exp: now() + 300 } })
  const plainPush = (server: ReferenceServer) => {
    const client = fapi2Client(server)
    const fields = authorizationParams(client, pkce().challenge) as Record<string, string>
    return authenticatedPost(server, '/oauth/par', client, { ...fields, ...signedResponses })
  }
  const signing = { profile: 'fapi2-message-signing' } as const
  await withFapi2(
    [],
    async (server) => {
      const { json } = await call(`${server.baseUrl}/.well-known/oauth-authorization-server`)
      expect(json.require_signed_request_object).toBe(true)
      expect(server.targetConfig()).toMatchObject({ securityProfile: 'fapi2-message-signing' })
      expectTokenError(await plainPush(server), 400, 'invalid_request')
      const client = fapi2Client(server)
      expect((await pushSigned(server, client)).status).toBe(201)
      for (const shape of [long(), old()]) {
        expectTokenError(await pushSigned(server, client, shape), 400, 'invalid_request_object')
      }
      // Signed responses required (JARM-07): a plain one asked, or none, is refused.
      for (const response_mode of ['query', undefined]) {
        const plain = await pushSigned(server, client, { claims: { response_mode } })
        expectTokenError(plain, 400, 'invalid_request')
      }
    },
    signing,
  )
  await withFapi2(
    ['jarm-optional'],
    async (server) => {
      const plain = { claims: { response_mode: 'query' } }
      expect((await pushSigned(server, fapi2Client(server), plain)).status).toBe(201)
    },
    signing,
  )
  await withFapi2(
    ['request-object-optional'],
    async (server) => {
      expect((await plainPush(server)).status).toBe(201)
    },
    signing,
  )
  await withFapi2(
    ['request-object-times-optional'],
    async (server) => {
      const client = fapi2Client(server)
      for (const claims of [{ nbf: undefined }, { exp: undefined }]) {
        expect((await pushSigned(server, client, { claims })).status).toBe(201)
      }
    },
    signing,
  )
  await withFapi2(
    ['request-object-lifetime-unbounded'],
    async (server) => {
      const client = fapi2Client(server)
      for (const shape of [long(), old()]) {
        expect((await pushSigned(server, client, shape)).status).toBe(201)
      }
    },
    signing,
  )
})

// FAPI 2.0 §5.3.2.1: an nbf up to 10 s ahead is a clock offset, taken; a minute ahead is not.
test("a request object's nbf 8 s ahead is taken; the fault allows no offset", async () => {
  const ahead = (seconds: number) => ({ claims: { nbf: Math.floor(Date.now() / 1000) + seconds } })
  await withFapi2([], async (server) => {
    const client = fapi2Client(server)
    expect((await pushSigned(server, client, ahead(8))).status).toBe(201)
    const minute = await pushSigned(server, client, ahead(60))
    expectTokenError(minute, 400, 'invalid_request_object')
  })
  await withFapi2(['request-object-nbf-without-offset'], async (server) => {
    const client = fapi2Client(server)
    expect((await pushSigned(server, client)).status).toBe(201)
    expectTokenError(await pushSigned(server, client, ahead(8)), 400, 'invalid_request_object')
  })
})

// FAPI 2.0 §5.4.1: RS256 is not among the algorithms, even with the client's own RSA key.
test('a request object signed RS256 is refused; the fault takes it', async () => {
  await withFapi2([], async (server) => {
    const second = fapi2Client(server, 'secondClient')
    const answer = await pushSigned(server, second, { alg: 'RS256' })
    expectTokenError(answer, 400, 'invalid_request_object')
  })
  await withFapi2(['request-object-rs256-accepted'], async (server) => {
    const second = fapi2Client(server, 'secondClient')
    expect((await pushSigned(server, second, { alg: 'RS256' })).status).toBe(201)
  })
})

// FAPI 2.0 §5.3.2.2: a pushed request carries redirect_uri, signed or not.
test('a request object without redirect_uri is refused; the fault uses the first registered', async () => {
  const claims = { redirect_uri: undefined }
  await withFapi2([], async (server) => {
    const answer = await pushSigned(server, fapi2Client(server), { claims })
    expectTokenError(answer, 400, 'invalid_request')
  })
  await withFapi2(['request-object-redirect-uri-defaulted'], async (server) => {
    const client = fapi2Client(server)
    const answer = await pushSigned(server, client, { claims })
    const redirect = await authorizePushed(server, client.clientId, String(answer.json.request_uri))
    expect(location(redirect).searchParams.get('code')).toEqual(expect.any(String))
  })
})

// RFC 9101 §5: what the browser brings beside a request_uri is not used.
test('a state beside the request_uri is not used; the fault puts it in the redirect', async () => {
  const outside = { state: 'outside', redirect_uri: 'https://attacker.invalid/cb' }
  for (const [faults, state] of [
    [[], 'xyz'],
    [['outside-state-used'], 'outside'],
  ] as const) {
    await withFapi2([...faults], async (server) => {
      const client = fapi2Client(server)
      const answer = await pushSigned(server, client)
      const request = { client_id: client.clientId, request_uri: String(answer.json.request_uri) }
      const redirect = await new FlowClient(server).authorize({ ...request, ...outside })
      expect(location(redirect).origin).toBe(new URL(client.redirectUri).origin)
      expect(location(redirect).searchParams.get('state')).toBe(state)
    })
  }
})

// OpenID Connect Core §3.1.3.7: the object's nonce comes back in the ID token; the fault drops it.
test("a request object's nonce reaches the ID token; the fault drops it", async () => {
  for (const [faults, nonce] of [
    [[], 'n-1'],
    [['request-object-nonce-dropped'], undefined],
  ] as const) {
    await withFapi2([...faults], async (server) => {
      const client = fapi2Client(server)
      const { verifier, challenge } = pkce()
      const params = { ...authorizationParams(client, challenge), nonce: 'n-1' }
      const request = await requestObject(client, server.baseUrl, params)
      const fields = { client_id: client.clientId, request }
      const answer = await authenticatedPost(server, '/oauth/par', client, fields)
      const uri = String(answer.json.request_uri)
      const code = location(await authorizePushed(server, client.clientId, uri)).searchParams
      const token = await redeemPushed(server, client, { code: code.get('code') ?? '', verifier })
      expect(decodeJwt(String(token.json.id_token)).nonce).toBe(nonce)
    })
  }
})
