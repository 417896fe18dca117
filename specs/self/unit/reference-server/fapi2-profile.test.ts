import { expect, test } from '@playwright/test'
import { decodeProtectedHeader } from 'jose'
import {
  startReferenceServer,
  type ReferenceServer,
} from '../../../../fixtures/reference-server/index.ts'
import { dpopKey } from '../../support/reference-server/dpop-proofs.ts'
import {
  fapi2Client,
  pushedCode,
  redeemPushed,
  tokenCall,
} from '../../support/reference-server/fapi2-client.ts'
import { call } from '../../support/reference-server/http.ts'
import { withFapi2 } from '../../support/reference-server/server-test.ts'
import { expectTokenError } from '../../support/reference-server/token-calls.ts'

async function tokens(server: ReferenceServer) {
  const client = fapi2Client(server)
  const key = await dpopKey()
  const code = await pushedCode(server, client, { dpop_jkt: key.jkt })
  const answer = await redeemPushed(server, client, code, {}, { key })
  return { client, json: answer.json }
}

// The modulus length of the JWKS's one key, in bits.
async function modulusBits(server: ReferenceServer): Promise<number> {
  const { json } = await call(`${server.baseUrl}/oauth/jwks`)
  const [key] = json.keys as { n: string }[]
  return Buffer.from(key?.n ?? '', 'base64url').length * 8
}

test('FAPI 2.0 ID tokens are PS256 with a 2048-bit key; codes live at most 60 s', async () => {
  await withFapi2([], async (server) => {
    const { json } = await tokens(server)
    expect(decodeProtectedHeader(String(json.id_token)).alg).toBe('PS256')
    expect(await modulusBits(server)).toBeGreaterThanOrEqual(2048)
  })
  await expect(startReferenceServer({ profile: 'fapi2', codeLifetimeSeconds: 61 })).rejects.toThrow(
    'at most 60',
  )
  await expect(startReferenceServer({ faults: ['dpop-optional'] })).rejects.toThrow('dpop-optional')
})

test('each FAPI 2.0 profile fault changes the answer it names', async () => {
  await withFapi2(['rs256-1024-bit'], async (server) => {
    const { json } = await tokens(server)
    expect(decodeProtectedHeader(String(json.id_token)).alg).toBe('RS256')
    expect(await modulusBits(server)).toBe(1024)
  })
  await withFapi2(['refresh-rotated'], async (server) => {
    const { client, json } = await tokens(server)
    const refresh = { grant_type: 'refresh_token', refresh_token: String(json.refresh_token) }
    const rotated = await tokenCall(server, client, refresh)
    expect(rotated.json.refresh_token).toEqual(expect.any(String))
    expectTokenError(await tokenCall(server, client, refresh), 400, 'invalid_grant')
  })
  const aged = await startReferenceServer({
    profile: 'fapi2',
    faults: ['code-lives-300s'],
    codeLifetimeSeconds: 1,
  })
  try {
    const client = fapi2Client(aged)
    const code = await pushedCode(aged, client)
    await new Promise((resolve) => setTimeout(resolve, 1100))
    expect((await redeemPushed(aged, client, code)).status).toBe(200)
  } finally {
    await aged.stop()
  }
})
