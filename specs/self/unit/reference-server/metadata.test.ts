import { expect } from '@playwright/test'
import { call } from '../../support/reference-server/http.ts'
import { test } from '../../support/reference-server/server-test.ts'

test('metadata describes the server (RFC 8414)', async ({ server }) => {
  const { json } = await call(`${server.baseUrl}/.well-known/oauth-authorization-server`)
  expect(json).toMatchObject({
    issuer: server.baseUrl,
    token_endpoint: `${server.baseUrl}/oauth/token`,
    code_challenge_methods_supported: ['S256'],
    authorization_response_iss_parameter_supported: true,
  })
  expect((await call(`${server.baseUrl}/nowhere`)).status).toBe(404)
})
