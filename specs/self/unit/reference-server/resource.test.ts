import { expect } from '@playwright/test'
import { codeFrom } from '../../support/reference-server/flow-client.ts'
import { call } from '../../support/reference-server/http.ts'
import { test } from '../../support/reference-server/server-test.ts'
import { bearer, redeem } from '../../support/reference-server/token-calls.ts'

test('a token reads the user and scope it was issued for', async ({ server }) => {
  const token = await redeem(server, { code: await codeFrom(server) })
  const me = await bearer(server, token.json.access_token)
  expect(me.status).toBe(200)
  expect(me.json).toEqual({
    sub: 'user-alice',
    username: 'alice@example.com',
    identityVerified: true,
    scope: 'profile email',
  })
})

// RFC 6750 §3.1: no credentials get a bare challenge; a token that is not active, invalid_token.
test('no token, or one not issued, gets a 401 challenge', async ({ server }) => {
  const realm = `Bearer realm="${server.baseUrl}"`
  const none = await call(`${server.baseUrl}/api/me`)
  expect([none.status, none.headers['www-authenticate']]).toEqual([401, realm])
  const unknown = await bearer(server, 'not-a-token')
  expect([unknown.status, unknown.headers['www-authenticate']]).toEqual([
    401,
    `${realm}, error="invalid_token"`,
  ])
})
