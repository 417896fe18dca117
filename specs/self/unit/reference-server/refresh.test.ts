import { expect } from '@playwright/test'
import {
  startReferenceServer,
  type ReferenceServer,
} from '../../../../fixtures/reference-server/index.ts'
import { codeFrom } from '../../support/reference-server/flow-client.ts'
import { test } from '../../support/reference-server/server-test.ts'
import { bearer, expectTokenError, redeem } from '../../support/reference-server/token-calls.ts'

const refresh = (server: ReferenceServer, token: unknown, scope?: string) =>
  redeem(server, {
    grant_type: 'refresh_token',
    refresh_token: String(token),
    redirect_uri: undefined,
    scope,
  })

async function refreshToken(server: ReferenceServer): Promise<unknown> {
  const redeemed = await redeem(server, { code: await codeFrom(server) })
  expect(redeemed.json.refresh_token).toEqual(expect.any(String))
  expect(redeemed.json.refresh_token).not.toBe(redeemed.json.access_token)
  return redeemed.json.refresh_token
}

test('a refresh rotates: the replaced token is refused and revokes its family', async ({
  server,
}) => {
  const first = await refreshToken(server)
  const rotated = await refresh(server, first)
  expect(rotated.status).toBe(200)
  expect(rotated.headers['cache-control']).toBe('no-store')
  expect(rotated.json).toMatchObject({ token_type: 'Bearer', scope: 'profile email' })
  expect(rotated.json.refresh_token).not.toBe(first)
  expectTokenError(await refresh(server, first), 400, 'invalid_grant')
  expectTokenError(await refresh(server, rotated.json.refresh_token), 400, 'invalid_grant')
})

test('a refresh may narrow the scope, never widen it; none asked is the original', async ({
  server,
}) => {
  const narrowed = await refresh(server, await refreshToken(server), 'email')
  expect(narrowed.json.scope).toBe('email')
  const original = await refresh(server, narrowed.json.refresh_token)
  expect(original.json.scope).toBe('profile email')
  const token = await redeem(server, { code: await codeFrom(server, { scope: 'profile' }) })
  const widened = await refresh(server, token.json.refresh_token, 'profile email')
  expectTokenError(widened, 400, 'invalid_scope')
})

test('a replayed code revokes its refresh tokens and what they refreshed', async ({ server }) => {
  const code = await codeFrom(server)
  const redeemed = await redeem(server, { code })
  const refreshed = await refresh(server, redeemed.json.refresh_token)
  expect((await bearer(server, refreshed.json.access_token)).status).toBe(200)
  expectTokenError(await redeem(server, { code }), 400, 'invalid_grant')
  expect((await bearer(server, refreshed.json.access_token)).status).toBe(401)
  expectTokenError(await refresh(server, refreshed.json.refresh_token), 400, 'invalid_grant')
  expect((await bearer(server, refreshed.json.refresh_token)).status).toBe(401)
})

test('without rotation the refresh token stays and keeps working', async () => {
  const server = await startReferenceServer({ rotateRefreshTokens: false })
  try {
    const token = await refreshToken(server)
    for (let i = 0; i < 2; i++) {
      const answer = await refresh(server, token)
      expect(answer.status).toBe(200)
      expect(answer.json.refresh_token).toBeUndefined()
    }
  } finally {
    await server.stop()
  }
})
