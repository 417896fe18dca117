import { expect } from '@playwright/test'
import { codeFrom } from '../../support/reference-server/flow-client.ts'
import { call } from '../../support/reference-server/http.ts'
import { test, withFaults } from '../../support/reference-server/server-test.ts'
import { bearer, expectTokenError, redeem } from '../../support/reference-server/token-calls.ts'

test('a reused code is refused and the tokens it gave are revoked', async ({ server }) => {
  const code = await codeFrom(server)
  const first = await redeem(server, { code })
  expectTokenError(await redeem(server, { code }), 400, 'invalid_grant')
  const me = await bearer(server, first.json.access_token)
  expect(me.status).toBe(401)
  expect(me.headers['www-authenticate']).toContain('error="invalid_token"')
})

test('of concurrent redemptions exactly one succeeds', async ({ server }) => {
  const code = await codeFrom(server)
  const answers = await Promise.all(Array.from({ length: 8 }, () => redeem(server, { code })))
  expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1)
})

test('client authentication failures are refused without burning the code', async ({ server }) => {
  const { client, secondClient } = server.targetConfig()
  const code = await codeFrom(server)
  expectTokenError(
    await redeem(server, { code, client_secret: `${client.clientSecret}x` }),
    401,
    'invalid_client',
  )
  expectTokenError(await redeem(server, { code, client_secret: undefined }), 401, 'invalid_client')
  expectTokenError(
    await redeem(server, { code, client_id: 'nobody', client_secret: 'x' }),
    401,
    'invalid_client',
  )
  const wrongBasic = await redeem(
    server,
    { code, client_id: undefined, client_secret: undefined },
    { basic: [client.clientId, 'wrong'] },
  )
  expectTokenError(wrongBasic, 401, 'invalid_client')
  expect(wrongBasic.headers['www-authenticate']).toBe(`Basic realm="${server.baseUrl}"`)
  expectTokenError(
    await redeem(server, { code }, { basic: [client.clientId, client.clientSecret] }),
    400,
    'invalid_request',
  )
  const mismatch = { code, client_id: secondClient?.clientId, client_secret: undefined }
  expectTokenError(
    await redeem(server, mismatch, { basic: [client.clientId, client.clientSecret] }),
    400,
    'invalid_request',
  )
  const other = {
    code,
    client_id: secondClient?.clientId,
    client_secret: secondClient?.clientSecret,
    redirect_uri: secondClient?.redirectUri,
  }
  expectTokenError(await redeem(server, other), 400, 'invalid_grant')
  const basic = await redeem(
    server,
    { code, client_id: undefined, client_secret: undefined },
    { basic: [client.clientId, client.clientSecret], encoding: 'form' },
  )
  expect(basic.status).toBe(200)
})

test('redirect_uri must repeat the authorization one', async ({ server }) => {
  const { client, alternateRedirectUri } = server.targetConfig()
  const code = await codeFrom(server)
  expectTokenError(
    await redeem(server, { code, redirect_uri: alternateRedirectUri }),
    400,
    'invalid_grant',
  )
  expectTokenError(
    await redeem(server, { code, redirect_uri: `${client.redirectUri}/extra` }),
    400,
    'invalid_grant',
  )
  expectTokenError(await redeem(server, { code, redirect_uri: undefined }), 400, 'invalid_request')
  expect((await redeem(server, { code })).status).toBe(200)
})

test('malformed token requests get 4xx JSON errors, never a 5xx', async ({ server }) => {
  const { client } = server.targetConfig()
  const token = `${server.baseUrl}/oauth/token`
  const json = { 'content-type': 'application/json' }
  const getAnswer = await call(`${token}?grant_type=authorization_code`)
  expectTokenError(getAnswer, 405, 'invalid_request')
  expect(getAnswer.headers.allow).toBe('POST')
  expectTokenError(
    await redeem(server, { code: 'x' }, { query: `?client_secret=${client.clientSecret}` }),
    400,
    'invalid_request',
  )
  const bodies: [Record<string, string>, string][] = [
    [{ 'content-type': 'text/plain' }, '{}'],
    [json, '{"grant_type":"authorization_code","code":"a","code":"b"}'],
    [json, '{"grant_type":"authorization_code","code":1}'],
    [json, '{"grant_type":'],
    [json, '[]'],
    [{ 'content-type': 'application/x-www-form-urlencoded' }, 'code=a&code=b&grant_type=%zz'],
    [{ ...json, authorization: 'Basic %%%' }, '{}'],
  ]
  for (const [headers, body] of bodies)
    expectTokenError(await call(token, { method: 'POST', headers, body }), 400, 'invalid_request')
  const huge = await call(token, {
    method: 'POST',
    headers: json,
    body: `{"x":"${'a'.repeat(70_000)}"}`,
  })
  expect([huge.status, huge.json.error]).toEqual([413, 'invalid_request'])
  expectTokenError(
    await redeem(server, { grant_type: undefined, code: 'x' }),
    400,
    'invalid_request',
  )
  expectTokenError(
    await redeem(server, { grant_type: 'password', code: 'x' }),
    400,
    'unsupported_grant_type',
  )
  expectTokenError(await redeem(server, { code: undefined }), 400, 'invalid_request')
  expectTokenError(await redeem(server, { code: 'garbage' }), 400, 'invalid_grant')
  const { restrictedClient } = server
  expectTokenError(
    await redeem(server, {
      code: 'x',
      client_id: restrictedClient.clientId,
      client_secret: restrictedClient.clientSecret,
    }),
    400,
    'unauthorized_client',
  )
})

test('codes expire after codeLifetimeSeconds', async () => {
  await withFaults(
    [],
    async (shortLived) => {
      const code = await codeFrom(shortLived)
      await new Promise((resolve) => setTimeout(resolve, 1_100))
      expectTokenError(await redeem(shortLived, { code }), 400, 'invalid_grant')
    },
    1,
  )
})
