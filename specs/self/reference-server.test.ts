import { createHash, randomBytes } from 'node:crypto'
import { expect, test } from '@playwright/test'
import { request } from 'undici'
import { requirement } from '../../fixtures/catalogue/requirements.ts'
import { TargetConfig } from '../../fixtures/config/schema.ts'
import {
  faults,
  startReferenceServer,
  type FaultName,
  type ReferenceServer,
} from '../../fixtures/reference-server/index.ts'
import { main, usage } from '../../fixtures/reference-server/main.ts'

interface Answer {
  readonly status: number
  readonly headers: Readonly<Record<string, string>>
  readonly text: string
  readonly json: Record<string, unknown>
}

interface Call {
  readonly method?: 'GET' | 'POST' | 'PUT'
  readonly headers?: Record<string, string>
  readonly body?: string
}

async function call(
  url: string,
  { method = 'GET', headers = {}, body }: Call = {},
): Promise<Answer> {
  const response = await request(url, { method, headers, body: body ?? null })
  const text = await response.body.text()
  const flat = Object.fromEntries(
    Object.entries(response.headers).map(([name, value]) => [name, String(value)]),
  )
  let json: Record<string, unknown> = {}
  try {
    json = JSON.parse(text) as Record<string, unknown>
  } catch {
    // HTML pages and empty redirects have no JSON.
  }
  return { status: response.statusCode, headers: flat, text, json }
}

const form = (fields: Record<string, string>) => ({
  method: 'POST' as const,
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  body: new URLSearchParams(fields).toString(),
})

const hidden = (html: string, name: string) =>
  new RegExp(`name="${name}" value="([^"]*)"`).exec(html)?.[1] ?? ''

// A cookie jar of one session cookie: enough to walk authorize → sign-in → consent by hand.
class Browser {
  private cookie = ''

  constructor(private readonly server: ReferenceServer) {}

  async open(url: string, init: Call = {}): Promise<Answer> {
    const headers = { ...init.headers, ...(this.cookie ? { cookie: this.cookie } : {}) }
    const answer = await call(url, { ...init, headers })
    const setCookie = answer.headers['set-cookie']
    if (setCookie) this.cookie = setCookie.split(';')[0] ?? ''
    return answer
  }

  // Returns the answer that ends the flow: a redirect to the client, or a page it stops on.
  async authorize(
    params: Record<string, string>,
    {
      user = 'user',
      decision = 'approve',
    }: { user?: 'user' | 'unverifiedUser'; decision?: string } = {},
  ): Promise<Answer> {
    const config = this.server.targetConfig()
    let page = await this.open(
      `${this.server.baseUrl}/oauth/authorize?${new URLSearchParams(params)}`,
    )
    if (page.text.includes('id="login-form"')) {
      const credentials = config[user] ?? config.user
      const signIn = form({ ...credentials, request: hidden(page.text, 'request') })
      const signedIn = await this.open(`${this.server.baseUrl}/login`, signIn)
      // As a browser does: 303 is followed with a GET, 307 re-posts the same body.
      if (signedIn.status !== 303 && signedIn.status !== 307) return signedIn
      page = await this.open(signedIn.headers.location ?? '', signedIn.status === 307 ? signIn : {})
    }
    if (!page.text.includes('id="consent-form"')) return page
    const fields = {
      request: hidden(page.text, 'request'),
      csrf_token: hidden(page.text, 'csrf_token'),
      decision,
    }
    return this.open(`${this.server.baseUrl}/consent`, form(fields))
  }
}

function defaults(server: ReferenceServer): Record<string, string> {
  const { client, scope } = server.targetConfig()
  return {
    response_type: 'code',
    client_id: client.clientId,
    redirect_uri: client.redirectUri,
    scope: scope ?? '',
    state: 'xyz',
  }
}

const location = (answer: Answer) => new URL(answer.headers.location ?? 'missing:')

async function codeFrom(
  server: ReferenceServer,
  params: Record<string, string> = {},
): Promise<string> {
  const answer = await new Browser(server).authorize({ ...defaults(server), ...params })
  const code = location(answer).searchParams.get('code')
  if (!code) throw new Error(`no code: ${answer.status} ${answer.headers.location ?? answer.text}`)
  return code
}

type Params = Record<string, string | undefined>

function redeem(
  server: ReferenceServer,
  params: Params,
  init: { basic?: [string, string]; encoding?: 'json' | 'form'; query?: string } = {},
): Promise<Answer> {
  const { client } = server.targetConfig()
  const all: Params = {
    grant_type: 'authorization_code',
    redirect_uri: client.redirectUri,
    client_id: client.clientId,
    client_secret: client.clientSecret,
    ...params,
  }
  const present = Object.entries(all).filter(
    (entry): entry is [string, string] => entry[1] !== undefined,
  )
  const headers: Record<string, string> = init.basic
    ? { authorization: `Basic ${Buffer.from(init.basic.join(':')).toString('base64')}` }
    : {}
  const json = init.encoding !== 'form'
  headers['content-type'] = json ? 'application/json' : 'application/x-www-form-urlencoded'
  const body = json
    ? JSON.stringify(Object.fromEntries(present))
    : new URLSearchParams(present).toString()
  return call(`${server.baseUrl}/oauth/token${init.query ?? ''}`, { method: 'POST', headers, body })
}

const bearer = (server: ReferenceServer, token: unknown) =>
  call(`${server.baseUrl}/api/me`, { headers: { authorization: `Bearer ${String(token)}` } })

const pkcePair = () => {
  const verifier = randomBytes(32).toString('base64url')
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') }
}

function expectTokenError(answer: Answer, status: number, error: string): void {
  expect({ status: answer.status, error: answer.json.error }).toEqual({ status, error })
  expect(answer.headers['content-type']).toBe('application/json; charset=utf-8')
  expect(answer.headers['cache-control']).toBe('no-store')
  expect(answer.headers.pragma).toBe('no-cache')
  expect(String(answer.json.error_description)).toMatch(/^[\x20-\x21\x23-\x5B\x5D-\x7E]+$/)
}

let server: ReferenceServer
test.beforeAll(async () => (server = await startReferenceServer()))
test.afterAll(() => server.stop())

async function withFaults(
  names: FaultName[],
  run: (faulty: ReferenceServer) => Promise<void>,
  codeLifetimeSeconds = 60,
) {
  const faulty = await startReferenceServer({ faults: names, codeLifetimeSeconds })
  try {
    await run(faulty)
  } finally {
    await faulty.stop()
  }
}

test('the target config is valid for the contract schema', () => {
  const config = TargetConfig.parse(server.targetConfig())
  expect(config.baseUrl).toBe(server.baseUrl)
  expect(config.interaction).toBe('reference')
  expect(config.resourceUrl).toBe(`${server.baseUrl}/api/me`)
  expect(config.secondClient?.requiresPkce).toBe(true)
})

test('approval redirects with code, state unchanged and iss; the code redeems once', async () => {
  const state = `${randomBytes(1500).toString('base64url')} +/%&=~é`.slice(0, 2048)
  const answer = await new Browser(server).authorize({ ...defaults(server), state })
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
  })
  expect(token.headers).toMatchObject({
    'content-type': 'application/json; charset=utf-8',
    'cache-control': 'no-store',
    pragma: 'no-cache',
  })
  const me = await bearer(server, token.json.access_token)
  expect(me.json).toEqual({
    sub: 'user-alice',
    username: 'alice@example.com',
    identityVerified: true,
    scope: 'profile email',
  })
})

test('a reused code is refused and the tokens it gave are revoked', async () => {
  const code = await codeFrom(server)
  const first = await redeem(server, { code })
  expectTokenError(await redeem(server, { code }), 400, 'invalid_grant')
  const me = await bearer(server, first.json.access_token)
  expect(me.status).toBe(401)
  expect(me.headers['www-authenticate']).toContain('error="invalid_token"')
})

test('of concurrent redemptions exactly one succeeds', async () => {
  const code = await codeFrom(server)
  const answers = await Promise.all(Array.from({ length: 8 }, () => redeem(server, { code })))
  expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1)
})

test('client authentication failures are refused without burning the code', async () => {
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

test('redirect_uri must repeat the authorization one', async () => {
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

test('PKCE: S256 only, and the verifier must match the challenge', async () => {
  const { secondClient } = server.targetConfig()
  const { verifier, challenge } = pkcePair()
  const withChallenge = { code_challenge: challenge, code_challenge_method: 'S256' }
  let code = await codeFrom(server, withChallenge)
  expectTokenError(await redeem(server, { code }), 400, 'invalid_grant')
  expectTokenError(
    await redeem(server, { code, code_verifier: pkcePair().verifier }),
    400,
    'invalid_grant',
  )
  expectTokenError(await redeem(server, { code, code_verifier: challenge }), 400, 'invalid_grant')
  expectTokenError(await redeem(server, { code, code_verifier: 'short' }), 400, 'invalid_request')
  expect((await redeem(server, { code, code_verifier: verifier })).status).toBe(200)
  code = await codeFrom(server)
  expectTokenError(await redeem(server, { code, code_verifier: verifier }), 400, 'invalid_grant')
  for (const params of [
    { code_challenge: verifier, code_challenge_method: 'plain' },
    { code_challenge: challenge },
    { client_id: secondClient?.clientId ?? '', redirect_uri: secondClient?.redirectUri ?? '' },
  ]) {
    const answer = await new Browser(server).authorize({ ...defaults(server), ...params })
    expect(location(answer).searchParams.get('error')).toBe('invalid_request')
  }
})

test('errors without a valid client and redirect URI are pages, never redirects', async () => {
  const { client } = server.targetConfig()
  for (const params of [
    { redirect_uri: `${client.redirectUri}/evil` },
    { redirect_uri: 'HTTP://127.0.0.1/app/callback' },
    { redirect_uri: '' },
    { client_id: 'nobody' },
    { client_id: '' },
  ]) {
    const answer = await new Browser(server).authorize({ ...defaults(server), ...params })
    expect(answer.status).toBe(400)
    expect(answer.headers.location).toBeUndefined()
    expect(answer.text).toMatch(/data-oauth-error="invalid_(request|client)"/)
  }
  const duplicated = await call(
    `${server.baseUrl}/oauth/authorize?${new URLSearchParams(defaults(server))}&client_id=x`,
  )
  expect([duplicated.status, duplicated.headers.location]).toEqual([400, undefined])
})

test('other authorization errors redirect with error, state and iss', async () => {
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
      await new Browser(server).authorize({ ...defaults(server), ...params }),
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

test('deny gives access_denied without a code; an unverified user gets no code', async () => {
  const denied = location(
    await new Browser(server).authorize(defaults(server), { decision: 'deny' }),
  )
  expect(denied.searchParams.get('error')).toBe('access_denied')
  expect(denied.searchParams.has('code')).toBe(false)
  const unverified = await new Browser(server).authorize(defaults(server), {
    user: 'unverifiedUser',
  })
  expect(unverified.status).toBe(403)
  expect(unverified.text).toContain('<title>Identity verification required</title>')
})

test('pages are protected and the sign-in answers 303 with a locked-down cookie', async () => {
  const browser = new Browser(server)
  const loginPage = await browser.open(
    `${server.baseUrl}/oauth/authorize?${new URLSearchParams(defaults(server))}`,
    { headers: { origin: 'https://evil.example' } },
  )
  expect(loginPage.headers).toMatchObject({
    'x-frame-options': 'DENY',
    'content-security-policy': "frame-ancestors 'none'",
    'referrer-policy': 'no-referrer',
    'cache-control': 'no-store',
  })
  expect(
    Object.keys(loginPage.headers).filter((name) => name.startsWith('access-control-')),
  ).toEqual([])
  const { user } = server.targetConfig()
  const wrong = await browser.open(
    `${server.baseUrl}/login`,
    form({ ...user, password: 'nope', request: hidden(loginPage.text, 'request') }),
  )
  expect([wrong.status, wrong.text.includes('id="login-error"')]).toEqual([200, true])
  const signedIn = await browser.open(
    `${server.baseUrl}/login`,
    form({ ...user, request: hidden(loginPage.text, 'request') }),
  )
  expect(signedIn.status).toBe(303)
  expect(signedIn.headers['set-cookie']).toMatch(/; HttpOnly; SameSite=Lax; Path=\/$/)
  const consent = await browser.open(signedIn.headers.location ?? '')
  const forged = await browser.open(
    `${server.baseUrl}/consent`,
    form({ request: hidden(consent.text, 'request'), csrf_token: 'forged', decision: 'approve' }),
  )
  expect(forged.status).toBe(403)
  const again = await browser.authorize({ ...defaults(server), state: '<script>' })
  expect(location(again).searchParams.get('state')).toBe('<script>')
})

test('metadata describes the server (RFC 8414)', async () => {
  const { json } = await call(`${server.baseUrl}/.well-known/oauth-authorization-server`)
  expect(json).toMatchObject({
    issuer: server.baseUrl,
    token_endpoint: `${server.baseUrl}/oauth/token`,
    code_challenge_methods_supported: ['S256'],
    authorization_response_iss_parameter_supported: true,
  })
  expect((await call(`${server.baseUrl}/nowhere`)).status).toBe(404)
})

test('malformed token requests get 4xx JSON errors, never a 5xx', async () => {
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

test('faults change the behaviour they name', async () => {
  await withFaults(
    ['reuse-grace-window', 'low-entropy-codes', 'iss-missing', 'state-truncated'],
    async (faulty) => {
      const answer = await new Browser(faulty).authorize({
        ...defaults(faulty),
        state: 's'.repeat(100),
      })
      const redirect = location(answer)
      expect(redirect.searchParams.get('code')).toMatch(/^\d{6}$/)
      expect(redirect.searchParams.get('state')).toHaveLength(64)
      expect(redirect.searchParams.has('iss')).toBe(false)
      const code = redirect.searchParams.get('code') ?? ''
      expect((await redeem(faulty, { code })).status).toBe(200)
      expect((await redeem(faulty, { code })).status).toBe(200)
    },
  )
  await withFaults(['redeem-race'], async (faulty) => {
    const code = await codeFrom(faulty)
    const answers = await Promise.all(Array.from({ length: 4 }, () => redeem(faulty, { code })))
    expect(answers.filter((answer) => answer.status === 200).length).toBeGreaterThan(1)
    expect((await redeem(faulty, { code })).status).toBe(400)
  })
  await withFaults(
    ['redirect-prefix-match', 'login-307', 'errors-as-200', 'secret-prefix-compare'],
    async (faulty) => {
      const { client } = faulty.targetConfig()
      const extended = `${client.redirectUri}/evil`
      const browser = new Browser(faulty)
      const loginPage = await browser.open(
        `${faulty.baseUrl}/oauth/authorize?${new URLSearchParams({ ...defaults(faulty), redirect_uri: extended })}`,
      )
      const signedIn = await browser.open(
        `${faulty.baseUrl}/login`,
        form({ ...faulty.targetConfig().user, request: hidden(loginPage.text, 'request') }),
      )
      expect(signedIn.status).toBe(307)
      const code = await codeFrom(faulty, { redirect_uri: extended })
      const garbage = await redeem(faulty, { code: 'garbage' })
      expect([garbage.status, garbage.json.error]).toEqual([200, 'invalid_grant'])
      expect(
        (
          await redeem(faulty, {
            code,
            redirect_uri: extended,
            client_secret: `${client.clientSecret}x`,
          })
        ).status,
      ).toBe(200)
    },
  )
  await withFaults(
    ['unverified-user-allowed', 'no-metadata', 'cors-on-authorize'],
    async (faulty) => {
      const answer = await new Browser(faulty).authorize(defaults(faulty), {
        user: 'unverifiedUser',
      })
      expect(location(answer).searchParams.has('code')).toBe(true)
      expect((await call(`${faulty.baseUrl}/.well-known/oauth-authorization-server`)).status).toBe(
        404,
      )
      expect(
        (await call(`${faulty.baseUrl}/oauth/authorize`)).headers['access-control-allow-origin'],
      ).toBe('*')
    },
  )
})

test('every fault names known requirement ids; unknown faults are refused', async () => {
  for (const [name, fault] of Object.entries(faults)) {
    expect(fault.trips.length, name).toBeGreaterThan(0)
    for (const id of fault.trips) expect(() => requirement(id), `${name} trips ${id}`).not.toThrow()
    expect(usage()).toContain(name)
  }
  await expect(startReferenceServer({ faults: ['nope' as FaultName] })).rejects.toThrow('nope')
  expect(await main(['--fault', 'nope'])).toBe(2)
})
