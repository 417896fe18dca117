import { randomBytes } from 'node:crypto'
import { expect } from '@playwright/test'
import { defaults, FlowClient } from '../../support/reference-server/flow-client.ts'
import { call, location } from '../../support/reference-server/http.ts'
import { test } from '../../support/reference-server/server-test.ts'
import { redeem } from '../../support/reference-server/token-calls.ts'

test('approval redirects with code, state unchanged and iss; the code redeems once', async ({
  server,
}) => {
  const state = `${randomBytes(1500).toString('base64url')} +/%&=~é`.slice(0, 2048)
  const answer = await new FlowClient(server).authorize({ ...defaults(server), state })
  expect(answer.status).toBe(303)
  const redirect = location(answer)
  expect(redirect.origin + redirect.pathname).toBe('http://127.0.0.1/app/callback')
  expect(redirect.searchParams.get('state')).toBe(state)
  expect(redirect.searchParams.get('iss')).toBe(server.baseUrl)
  const token = await redeem(server, { code: redirect.searchParams.get('code') ?? '' })
  expect(token.status).toBe(200)
  expect(token.json).toEqual({
    access_token: expect.any(String),
    token_type: 'Bearer',
    expires_in: 3600,
    scope: 'profile email',
    refresh_token: expect.any(String),
  })
  expect(token.headers).toMatchObject({
    'content-type': 'application/json; charset=utf-8',
    'cache-control': 'no-store',
    pragma: 'no-cache',
  })
})

test('errors without a valid client and redirect URI are pages, never redirects', async ({
  server,
}) => {
  const { client } = server.targetConfig()
  for (const params of [
    { redirect_uri: `${client.redirectUri}/evil` },
    { redirect_uri: 'HTTP://127.0.0.1/app/callback' },
    { redirect_uri: '' },
    { client_id: 'nobody' },
    { client_id: '' },
  ]) {
    const answer = await new FlowClient(server).authorize({ ...defaults(server), ...params })
    expect(answer.status).toBe(400)
    expect(answer.headers.location).toBeUndefined()
    expect(answer.text).toMatch(/data-oauth-error="invalid_(request|client)"/)
  }
  const duplicated = await call(
    `${server.baseUrl}/oauth/authorize?${new URLSearchParams(defaults(server))}&client_id=x`,
  )
  expect([duplicated.status, duplicated.headers.location]).toEqual([400, undefined])
})

test('other authorization errors redirect with error, state and iss', async ({ server }) => {
  const { restrictedClient } = server
  const cases: [Record<string, string>, string][] = [
    [{ response_type: '' }, 'invalid_request'],
    [{ response_type: 'token' }, 'unsupported_response_type'],
    [{ scope: 'profile admin' }, 'invalid_scope'],
    [
      { client_id: restrictedClient.clientId, redirect_uri: restrictedClient.redirectUri },
      'unauthorized_client',
    ],
  ]
  for (const [params, error] of cases) {
    const redirect = location(
      await new FlowClient(server).authorize({ ...defaults(server), ...params }),
    )
    expect([...redirect.searchParams.keys()].sort()).toEqual([
      'error',
      'error_description',
      'iss',
      'state',
    ])
    expect([redirect.searchParams.get('error'), redirect.searchParams.get('state')]).toEqual([
      error,
      'xyz',
    ])
  }
  const repeated = await call(
    `${server.baseUrl}/oauth/authorize?${new URLSearchParams(defaults(server))}&scope=email`,
  )
  expect(location(repeated).searchParams.get('error')).toBe('invalid_request')
})
