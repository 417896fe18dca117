import { expect, test } from '@playwright/test'
import {
  authorizePushed,
  authorizationParams,
  fapi2Client,
  pkce,
  push,
  pushedCode,
} from '../../support/reference-server/fapi2-client.ts'
import { FlowClient } from '../../support/reference-server/flow-client.ts'
import { call, form, location } from '../../support/reference-server/http.ts'
import { withFapi2 } from '../../support/reference-server/server-test.ts'
import { expectTokenError } from '../../support/reference-server/token-calls.ts'

test('the FAPI 2.0 metadata names PAR, private_key_jwt and DPoP', async () => {
  await withFapi2([], async (server) => {
    const { json } = await call(`${server.baseUrl}/.well-known/openid-configuration`)
    expect(json).toMatchObject({
      pushed_authorization_request_endpoint: `${server.baseUrl}/oauth/par`,
      require_pushed_authorization_requests: true,
      token_endpoint_auth_methods_supported: ['private_key_jwt'],
      token_endpoint_auth_signing_alg_values_supported: ['PS256', 'ES256', 'EdDSA'],
      dpop_signing_alg_values_supported: ['ES256', 'PS256', 'EdDSA'],
      code_challenge_methods_supported: ['S256'],
      authorization_response_iss_parameter_supported: true,
      id_token_signing_alg_values_supported: ['PS256'],
    })
    const config = server.targetConfig() as unknown as Record<string, unknown>
    expect(config).toMatchObject({
      securityProfile: 'fapi2',
      par: true,
      dpop: true,
      tokenRequest: { clientAuth: 'private_key_jwt' },
    })
  })
})

test('a pushed request gets a short-lived request_uri that yields one code', async () => {
  await withFapi2([], async (server) => {
    const client = fapi2Client(server)
    const { answer, requestUri } = await push(server, client)
    expect(answer.status).toBe(201)
    expect(answer.headers['cache-control']).toBe('no-store')
    expect(requestUri).toMatch(/^urn:ietf:params:oauth:request_uri:/)
    expect(answer.json.expires_in).toBe(60)
    const first = await authorizePushed(server, client.clientId, requestUri)
    expect(location(first).searchParams.get('code')).toEqual(expect.any(String))
    expect(location(first).searchParams.get('state')).toBe('xyz')
    const again = await authorizePushed(server, client.clientId, requestUri)
    expect(again.status).toBe(400)
    expect(again.headers.location).toBeUndefined()
  })
})

test('the PAR endpoint authenticates the client and validates the request', async () => {
  await withFapi2([], async (server) => {
    const client = fapi2Client(server)
    const { challenge } = pkce()
    const params = authorizationParams(client, challenge)
    const unauthenticated = await call(`${server.baseUrl}/oauth/par`, form(params as never))
    expectTokenError(unauthenticated, 401, 'invalid_client')
    const withUri = await push(server, client, { request_uri: 'urn:x' })
    expectTokenError(withUri.answer, 400, 'invalid_request')
    const badRedirect = await push(server, client, { redirect_uri: `${client.redirectUri}/x` })
    expectTokenError(badRedirect.answer, 400, 'invalid_request')
    const noPkce = await push(server, client, {
      code_challenge: undefined,
      code_challenge_method: undefined,
    })
    expectTokenError(noPkce.answer, 400, 'invalid_request')
    const json = await call(`${server.baseUrl}/oauth/par`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(params),
    })
    expectTokenError(json, 400, 'invalid_request')
  })
})

test('a request_uri is bound to its client, expires, and plain requests are refused', async () => {
  await withFapi2(
    [],
    async (server) => {
      const client = fapi2Client(server)
      const second = fapi2Client(server, 'secondClient')
      const { requestUri } = await push(server, client)
      const other = await authorizePushed(server, second.clientId, requestUri)
      expect(other.status).toBe(400)
      const { challenge } = pkce()
      const plain = await new FlowClient(server).authorize(
        authorizationParams(client, challenge) as Record<string, string>,
      )
      expect(plain.status).toBe(400)
      expect(plain.headers.location).toBeUndefined()
      const expiring = await push(server, client)
      await new Promise((resolve) => setTimeout(resolve, 1100))
      expect((await authorizePushed(server, client.clientId, expiring.requestUri)).status).toBe(400)
    },
    { parLifetimeSeconds: 1 },
  )
})

test('each PAR fault changes the answer it names', async () => {
  await withFapi2(['par-expires-in-too-long', 'request-uri-in-body-accepted'], async (server) => {
    const client = fapi2Client(server)
    const pushed = await push(server, client, { request_uri: 'urn:x' })
    expect(pushed.answer.status).toBe(201)
    expect(pushed.answer.json.expires_in).toBe(600)
  })
  await withFapi2(['par-unauthenticated', 'plain-request-accepted'], async (server) => {
    const client = fapi2Client(server)
    const { challenge } = pkce()
    const params = authorizationParams(client, challenge) as Record<string, string>
    expect((await call(`${server.baseUrl}/oauth/par`, form(params))).status).toBe(201)
    const plain = await new FlowClient(server).authorize(params)
    expect(location(plain).searchParams.get('code')).toEqual(expect.any(String))
  })
  await withFapi2(['request-uri-any-client', 'request-uri-reusable'], async (server) => {
    const client = fapi2Client(server)
    const second = fapi2Client(server, 'secondClient')
    const { requestUri } = await pushedCode(server, client)
    const reused = await authorizePushed(server, second.clientId, requestUri)
    expect(location(reused).searchParams.get('code')).toEqual(expect.any(String))
  })
  await withFapi2(
    ['request-uri-never-expires'],
    async (server) => {
      const client = fapi2Client(server)
      const { requestUri } = await push(server, client)
      await new Promise((resolve) => setTimeout(resolve, 1100))
      const late = await authorizePushed(server, client.clientId, requestUri)
      expect(location(late).searchParams.get('code')).toEqual(expect.any(String))
    },
    { parLifetimeSeconds: 1 },
  )
})
