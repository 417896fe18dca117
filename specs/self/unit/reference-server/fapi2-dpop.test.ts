import { expect, test } from '@playwright/test'
import type { ReferenceServer } from '../../../../fixtures/reference-server/index.ts'
import { signedProof } from '../../../../fixtures/transport/http/signed-proof.ts'
import { dpopKey, type DpopKey } from '../../support/reference-server/dpop-proofs.ts'
import {
  authenticatedPost,
  authorizationParams,
  authorizePushed,
  fapi2Client,
  pkce,
  pushedCode,
  redeemPushed,
  tokenCall,
  type Fapi2Client,
} from '../../support/reference-server/fapi2-client.ts'
import { call, location } from '../../support/reference-server/http.ts'
import { withFapi2 } from '../../support/reference-server/server-test.ts'
import { expectTokenError } from '../../support/reference-server/token-calls.ts'

const unknownCode = { code: 'unknown', verifier: 'v'.repeat(43) }
const tokenUrl = (server: ReferenceServer) => `${server.baseUrl}/oauth/token`

// A code pushed with the key's dpop_jkt, redeemed with a proof of that key.
async function dpopTokens(server: ReferenceServer, client: Fapi2Client, key: DpopKey) {
  const code = await pushedCode(server, client, { dpop_jkt: key.jkt })
  return redeemPushed(server, client, code, {}, { key })
}

// A fresh pushed code, redeemed with the proof given.
async function redeemFresh(server: ReferenceServer, client: Fapi2Client, proof: string) {
  return redeemPushed(server, client, await pushedCode(server, client), {}, { proof })
}

async function atResource(
  server: ReferenceServer,
  path: string,
  token: string,
  key: DpopKey | undefined,
  proofOptions: { claims?: Record<string, unknown> } = {},
) {
  const url = `${server.baseUrl}${path}`
  if (!key) return call(url, { headers: { authorization: `Bearer ${token}` } })
  const proof = await signedProof(key, { method: 'GET', url, accessToken: token, ...proofOptions })
  return call(url, { headers: { authorization: `DPoP ${token}`, dpop: proof } })
}

test('a proof binds the token; the resource and userinfo want it with DPoP and ath', async () => {
  await withFapi2([], async (server) => {
    const client = fapi2Client(server)
    const key = await dpopKey()
    const tokens = await dpopTokens(server, client, key)
    expect(tokens.status).toBe(200)
    expect(tokens.json.token_type).toBe('DPoP')
    const token = String(tokens.json.access_token)
    expect((await atResource(server, '/api/me', token, key)).status).toBe(200)
    expect((await atResource(server, '/oauth/userinfo', token, key)).json.sub).toBe('user-alice')
    for (const path of ['/api/me', '/oauth/userinfo']) {
      const asBearer = await atResource(server, path, token, undefined)
      expect(asBearer.status).toBe(401)
      expect(asBearer.headers['www-authenticate']).toMatch(/^DPoP error="invalid_token"/)
    }
    const otherKey = await atResource(server, '/api/me', token, await dpopKey())
    expect(otherKey.status).toBe(401)
    const noAth = await atResource(server, '/api/me', token, key, { claims: { ath: undefined } })
    expect(noAth.headers['www-authenticate']).toMatch(/^DPoP error="invalid_dpop_proof"/)
    const noProof = await redeemPushed(server, client, unknownCode, {}, { proof: null })
    expectTokenError(noProof, 400, 'invalid_dpop_proof')
  })
})

test('each proof that breaks RFC 9449 §4.3 is refused; a valid one is used once', async () => {
  await withFapi2([], async (server) => {
    const client = fapi2Client(server)
    for (const proof of await badProofs(server)) {
      const answer = await redeemPushed(server, client, unknownCode, {}, { proof })
      expectTokenError(answer, 400, 'invalid_dpop_proof')
    }
    // htu with a query: compared without it (RFC 9449 §4.3).
    const once = await signedProof(await dpopKey(), {
      method: 'POST',
      url: tokenUrl(server),
      claims: { htu: `${tokenUrl(server)}?x=1` },
    })
    const first = await redeemPushed(server, client, unknownCode, {}, { proof: once })
    expectTokenError(first, 400, 'invalid_grant')
    const again = await redeemPushed(server, client, unknownCode, {}, { proof: once })
    expectTokenError(again, 400, 'invalid_dpop_proof')
  })
})

test('a code pushed with dpop_jkt needs that key; a refresh needs a proof of any key', async () => {
  await withFapi2([], async (server) => {
    const client = fapi2Client(server)
    const key = await dpopKey()
    const code = await pushedCode(server, client, { dpop_jkt: key.jkt })
    const other = await redeemPushed(server, client, code, {}, { key: await dpopKey() })
    expectTokenError(other, 400, 'invalid_grant')
    const tokens = await redeemPushed(server, client, code, {}, { key })
    expect(tokens.json.token_type).toBe('DPoP')
    const refresh = {
      grant_type: 'refresh_token',
      refresh_token: String(tokens.json.refresh_token),
    }
    expectTokenError(
      await tokenCall(server, client, refresh, { proof: null }),
      400,
      'invalid_dpop_proof',
    )
    const newKey = await dpopKey()
    const refreshed = await tokenCall(server, client, refresh, { key: newKey })
    expect(refreshed.json).toMatchObject({ token_type: 'DPoP' })
    // FAPI 2.0 §5.3.2.1: not rotated; the same refresh token works again.
    expect(refreshed.json.refresh_token).toBeUndefined()
    expect((await tokenCall(server, client, refresh)).status).toBe(200)
    const refreshedToken = String(refreshed.json.access_token)
    expect((await atResource(server, '/api/me', refreshedToken, newKey)).status).toBe(200)
  })
})

test('a proof sent with the push binds the code as dpop_jkt does, and must agree with it', async () => {
  await withFapi2([], async (server) => {
    const client = fapi2Client(server)
    const key = await dpopKey()
    const { verifier, challenge } = pkce()
    const parUrl = `${server.baseUrl}/oauth/par`
    const pushWith = async (params: Record<string, string>) =>
      authenticatedPost(
        server,
        '/oauth/par',
        client,
        { ...authorizationParams(client, challenge), ...params },
        { dpop: await signedProof(key, { method: 'POST', url: parUrl }) },
      )
    const mismatch = await pushWith({ dpop_jkt: (await dpopKey()).jkt })
    expectTokenError(mismatch, 400, 'invalid_dpop_proof')
    const pushed = await pushWith({ dpop_jkt: key.jkt })
    expect(pushed.status).toBe(201)
    const requestUri = String((await pushWith({})).json.request_uri)
    const answer = await authorizePushed(server, client.clientId, requestUri)
    const code = { code: location(answer).searchParams.get('code') ?? '', verifier }
    const other = await redeemPushed(server, client, code, {}, { key: await dpopKey() })
    expectTokenError(other, 400, 'invalid_grant')
    expect((await redeemPushed(server, client, code, {}, { key })).status).toBe(200)
  })
})

test('the nonce mode answers use_dpop_nonce with the nonce to use', async () => {
  await withFapi2(
    [],
    async (server) => {
      const client = fapi2Client(server)
      const key = await dpopKey()
      const asked = await redeemPushed(server, client, unknownCode, {}, { key })
      expectTokenError(asked, 400, 'use_dpop_nonce')
      const nonce = asked.headers['dpop-nonce'] ?? ''
      expect(nonce).not.toBe('')
      const code = await pushedCode(server, client)
      const proof = await signedProof(key, {
        method: 'POST',
        url: tokenUrl(server),
        claims: { nonce },
      })
      const tokens = await redeemPushed(server, client, code, {}, { proof })
      expect(tokens.json.token_type).toBe('DPoP')
      const token = String(tokens.json.access_token)
      const withoutNonce = await atResource(server, '/api/me', token, key)
      expect(withoutNonce.status).toBe(401)
      expect(withoutNonce.headers['www-authenticate']).toMatch(/^DPoP error="use_dpop_nonce"/)
      expect(withoutNonce.headers['dpop-nonce']).toBe(nonce)
      const withNonce = await atResource(server, '/api/me', token, key, { claims: { nonce } })
      expect(withNonce.status).toBe(200)
      // Freshness is the nonce's: iat an hour off is taken with it, a made-up nonce is not.
      const now = Math.floor(Date.now() / 1000)
      const aged = await signedProof(key, {
        method: 'POST',
        url: tokenUrl(server),
        claims: { nonce, iat: now - 3600 },
      })
      expect((await redeemFresh(server, client, aged)).json.token_type).toBe('DPoP')
      const madeUp = await signedProof(key, {
        method: 'POST',
        url: tokenUrl(server),
        claims: { nonce: 'x' },
      })
      const refused = await redeemPushed(server, client, unknownCode, {}, { proof: madeUp })
      expectTokenError(refused, 400, 'use_dpop_nonce')
    },
    { dpopNonce: true },
  )
})

test('dpop-nonce-unchecked asks for a nonce and then takes any', async () => {
  await withFapi2(['dpop-nonce-unchecked'], async (server) => {
    const client = fapi2Client(server)
    const key = await dpopKey()
    expectTokenError(
      await redeemPushed(server, client, unknownCode, {}, { key }),
      400,
      'use_dpop_nonce',
    )
    const madeUp = await signedProof(key, {
      method: 'POST',
      url: tokenUrl(server),
      claims: { nonce: 'x' },
    })
    expect((await redeemFresh(server, client, madeUp)).json.token_type).toBe('DPoP')
  })
})

test('each DPoP fault changes the answer it names', async () => {
  await withFapi2(
    ['dpop-htu-unchecked', 'dpop-htm-unchecked', 'dpop-iat-unchecked'],
    async (server) => {
      const client = fapi2Client(server)
      const key = await dpopKey()
      const now = Math.floor(Date.now() / 1000)
      const loose = [
        await signedProof(key, { method: 'GET', url: tokenUrl(server) }),
        await signedProof(key, { method: 'POST', url: `${server.baseUrl}/elsewhere` }),
        await signedProof(key, {
          method: 'POST',
          url: tokenUrl(server),
          claims: { iat: now - 3600 },
        }),
      ]
      for (const proof of loose) {
        const answer = await redeemPushed(server, client, unknownCode, {}, { proof })
        expectTokenError(answer, 400, 'invalid_grant')
      }
    },
  )
  await withFapi2(
    ['dpop-private-jwk-accepted', 'dpop-signature-unchecked', 'dpop-jti-unchecked'],
    async (server) => {
      const client = fapi2Client(server)
      const key = await dpopKey()
      const url = tokenUrl(server)
      const once = await signedProof(key, { method: 'POST', url })
      const accepted = [
        await signedProof(key, { method: 'POST', url, bend: 'private-header-members' }),
        await signedProof(key, { method: 'POST', url, bend: 'wrong-key' }),
        once,
        once,
      ]
      for (const proof of accepted) {
        const answer = await redeemPushed(server, client, unknownCode, {}, { proof })
        expectTokenError(answer, 400, 'invalid_grant')
      }
    },
  )
  await withFapi2(['dpop-token-type-bearer', 'dpop-jkt-unenforced'], async (server) => {
    const client = fapi2Client(server)
    const code = await pushedCode(server, client, { dpop_jkt: (await dpopKey()).jkt })
    const tokens = await redeemPushed(server, client, code, {}, { key: await dpopKey() })
    expect(tokens.json.token_type).toBe('Bearer')
  })
  await withFapi2(['dpop-optional', 'dpop-bearer-accepted'], async (server) => {
    const client = fapi2Client(server)
    const tokens = await redeemPushed(
      server,
      client,
      await pushedCode(server, client),
      {},
      {
        proof: null,
      },
    )
    expect(tokens.json.token_type).toBe('Bearer')
    const bound = await dpopTokens(server, client, await dpopKey())
    const token = String(bound.json.access_token)
    expect((await atResource(server, '/api/me', token, undefined)).status).toBe(200)
  })
  await withFapi2(['dpop-userinfo-bearer-accepted'], async (server) => {
    const client = fapi2Client(server)
    const bound = await dpopTokens(server, client, await dpopKey())
    const token = String(bound.json.access_token)
    expect((await atResource(server, '/oauth/userinfo', token, undefined)).status).toBe(200)
    expect((await atResource(server, '/api/me', token, undefined)).status).toBe(401)
  })
  await withFapi2(['dpop-optional'], async (server) => {
    const client = fapi2Client(server)
    // Pushed with neither dpop_jkt nor a proof: the code is bound to no key.
    const code = await pushedCode(server, client)
    const tokens = await redeemPushed(server, client, code, {}, { proof: null })
    expect(tokens.json.token_type).toBe('Bearer')
  })
  await withFapi2(['dpop-refresh-unbound'], async (server) => {
    const client = fapi2Client(server)
    const tokens = await dpopTokens(server, client, await dpopKey())
    const refresh = {
      grant_type: 'refresh_token',
      refresh_token: String(tokens.json.refresh_token),
    }
    const unbound = await tokenCall(server, client, refresh, { proof: null })
    expect(unbound.json.token_type).toBe('Bearer')
    expectTokenError(
      await redeemPushed(server, client, unknownCode, {}, { proof: null }),
      400,
      'invalid_dpop_proof',
    )
  })
})

// Wrong htm, wrong htu, iat an hour off either way, alg none, HS256, a private jwk, another typ,
// signed by another key, no jti.
async function badProofs(server: ReferenceServer): Promise<string[]> {
  const key = await dpopKey()
  const url = tokenUrl(server)
  const now = Math.floor(Date.now() / 1000)
  return [
    await signedProof(key, { method: 'GET', url }),
    await signedProof(key, { method: 'POST', url: `${server.baseUrl}/oauth/par` }),
    await signedProof(key, { method: 'POST', url, claims: { iat: now - 3600 } }),
    await signedProof(key, { method: 'POST', url, claims: { iat: now + 3600 } }),
    await signedProof(key, { method: 'POST', url, bend: 'alg-none' }),
    await signedProof(key, { method: 'POST', url, bend: 'hs256-random-secret' }),
    await signedProof(key, { method: 'POST', url, bend: 'private-header-members' }),
    await signedProof(key, { method: 'POST', url, typ: 'JWT' }),
    await signedProof(key, { method: 'POST', url, bend: 'wrong-key' }),
    await signedProof(key, { method: 'POST', url, claims: { jti: undefined } }),
  ]
}
