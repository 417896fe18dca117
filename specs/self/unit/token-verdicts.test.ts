import { expect, test } from '@playwright/test'
import { withBurnNote } from '../../../fixtures/judges/code-burn.ts'
import { judgeExpired } from '../../../fixtures/judges/code-expiry.ts'
import { judgeFormAccepted } from '../../../fixtures/judges/encoding.ts'
import type { ResolvedTarget } from '../../../fixtures/config/resolved-target.ts'
import { TargetConfig } from '../../../fixtures/config/schema.ts'
import { judgeJsonAccepted, jsonBodyNotApplicable } from '../../../fixtures/judges/json-body.ts'
import { pass, worst } from '../../../fixtures/judges/findings.ts'
import { judgeRevoked } from '../../../fixtures/judges/revocation.ts'
import { judgeTokenEntropy } from '../../../fixtures/judges/token-entropy.ts'
import { judgeNoStore, judgeTokenIssued } from '../../../fixtures/judges/token-response.ts'
import { citations } from '../../../fixtures/catalogue/citations.ts'
import { requirement } from '../../../fixtures/catalogue/requirements.ts'
import { judge } from '../../../fixtures/verdict/judge.ts'
import { answer } from '../support/exchange.ts'

const token = answer(200, { access_token: 'tok-abcdef', token_type: 'Bearer' })
const invalidGrant = answer(400, { error: 'invalid_grant' })
const invalidRequest = answer(400, { error: 'invalid_request' })

test('a form-encoded redemption must work; JSON-only is the tolerated deviation', () => {
  expect(judgeFormAccepted(token, undefined).observation).toBe('pass')
  const jsonOnly = judgeFormAccepted(invalidRequest, token)
  expect(jsonOnly.observation).toBe('tolerated')
  expect(jsonOnly.detail).toMatch(/^JSON-only server/)
  expect(judgeFormAccepted(invalidRequest, invalidGrant).detail).toContain('could not be redeemed')
  expect(judgeFormAccepted(answer(500, {}), undefined).observation).toBe('violated')
})

test("the service's JSON body must work; a form-only server is named as such", () => {
  expect(judgeJsonAccepted(token, undefined).observation).toBe('pass')
  const formOnly = judgeJsonAccepted(invalidRequest, token)
  expect(formOnly.observation).toBe('violated')
  expect(formOnly.detail).toMatch(/^form-only server: JSON body: .*400 invalid_request/)
  const neither = judgeJsonAccepted(invalidGrant, invalidGrant)
  expect(neither.observation).toBe('violated')
  expect(neither.detail).not.toContain('form-only')
  expect(neither.detail).toContain('refused in both encodings')
})

test('SVC-01 is not applicable where the target file declares form encoding', () => {
  const target = (encoding: 'json' | 'form', switched?: 'json' | 'form'): ResolvedTarget => {
    const config = TargetConfig.parse({
      baseUrl: 'https://as.example',
      client: { clientId: 'app', clientSecret: 's', redirectUri: 'https://app.example/cb' },
      user: { username: 'u', password: 'p' },
      tokenRequest: { encoding: switched ?? encoding },
    })
    return {
      config,
      authorizationUrl: 'https://as.example/authorize',
      tokenUrl: 'https://as.example/token',
      label: 'as',
      ...(switched
        ? {
            tokenEncoding: {
              configured: encoding,
              used: switched,
              answers: { json: '400 invalid_request', form: '400 invalid_grant' },
            },
          }
        : {}),
    }
  }
  const formDeclared = jsonBodyNotApplicable(target('form'))
  expect(formDeclared).toMatchObject({ observation: 'skipped', reason: 'not-applicable' })
  expect(formDeclared?.detail).toContain('tokenRequest.encoding')
  expect(jsonBodyNotApplicable(target('form', 'json'))?.observation).toBe('skipped')
  expect(jsonBodyNotApplicable(target('json'))).toBeUndefined()
  // Declared JSON, switched to form because the server reads only form: SVC-01 judges that.
  expect(jsonBodyNotApplicable(target('json', 'form'))).toBeUndefined()
})

test('the first token must stop working after the reuse', () => {
  expect(judgeRevoked(answer(401, { error: 'invalid_token' }), invalidGrant).observation).toBe(
    'pass',
  )
  const alive = judgeRevoked(answer(200, { sub: 'x' }), invalidGrant)
  expect(alive.observation).toBe('violated')
  expect(alive.detail).toContain('after the reuse (POST /oauth/token → 400 invalid_grant)')
  expect(() => judgeRevoked(answer(503, {}), invalidGrant)).toThrow(/revocation is unknown/)
})

test('an expired code must be refused; lifetimes above 10 minutes are tolerated', () => {
  expect(judgeExpired(invalidGrant, 60).observation).toBe('pass')
  expect(judgeExpired(invalidGrant, 900).observation).toBe('tolerated')
  expect(judgeExpired(token, 60).observation).toBe('violated')
  expect(judgeExpired(token, 60).detail).toMatch(/^after 60 s \(codeLifetimeSeconds\) \+ 2 s: /)
})

test('the burn note reports what the correct request got next, without changing the verdict', () => {
  const survived = withBurnNote(pass('refused'), { ok: true, value: token })
  expect(survived.observation).toBe('pass')
  expect(survived.detail).toBe(
    'refused; code survived: the correct request next got 200 with an access_token',
  )
  expect(withBurnNote(pass('refused'), { ok: true, value: invalidGrant }).detail).toContain(
    'code burnt',
  )
  expect(withBurnNote(pass('refused'), { ok: true, value: undefined }).detail).toBe('refused')
})

test('no-store is required where a token is sent; on errors the headers are information', () => {
  const noCache = { 'cache-control': 'no-cache', pragma: 'no-cache' }
  const cachedToken = answer(200, { access_token: 'tok-abcdef' }, noCache)
  expect(judgeNoStore(cachedToken).observation).toBe('violated')
  // RFC 6749 §5.2 asks no cache headers of an error (django-oauth-toolkit, node-oauth2-server).
  for (const headers of [noCache, {}]) {
    const error = judgeNoStore(answer(400, { error: 'invalid_grant' }, headers))
    expect(error.observation).toBe('pass')
    expect(error.detail).toContain('carries no token, so RFC 6749 §5.1 asks no cache headers')
  }
  expect(judgeNoStore(invalidGrant).detail).toContain('Cache-Control (none), Pragma (none)')
  const stored = { 'cache-control': 'private, no-store', pragma: 'no-cache' }
  expect(judgeNoStore(answer(200, { access_token: 'tok-abcdef' }, stored)).observation).toBe('pass')
  const noPragma = judgeNoStore(
    answer(200, { access_token: 'tok-abcdef' }, { 'cache-control': 'no-store' }),
  )
  expect(noPragma).toMatchObject({ observation: 'tolerated', cites: [citations.pragmaNoCache] })
})

test('AC-31 passes a reuse refused without cache headers, and says so', () => {
  const first = answer(
    200,
    { access_token: 'tok-abcdef' },
    { 'cache-control': 'no-store', pragma: 'no-cache' },
  )
  const verdict = judge(
    requirement('AC-31'),
    worst(judgeNoStore(first), judgeNoStore(invalidGrant)),
    true,
  )
  expect(verdict.verdict).toBe('pass')
  expect(verdict.detail).toContain('400 invalid_grant carries no token')
})

test('a request a server must honour passes only with a token', () => {
  expect(judgeTokenIssued(token).observation).toBe('pass')
  expect(judgeTokenIssued(invalidRequest).observation).toBe('violated')
})

test('token entropy: 256-bit tokens pass, 32-bit ones violate, repeats are not held against', () => {
  const random = (bytes: number) => () => crypto.getRandomValues(new Uint8Array(bytes))
  const base64url = (make: () => Uint8Array) => Buffer.from(make()).toString('base64url')
  const strong = Array.from({ length: 10 }, () => base64url(random(32)))
  expect(judgeTokenEntropy([...strong, strong[0] ?? '']).observation).toBe('pass')
  const weak = Array.from({ length: 10 }, () => Buffer.from(random(4)()).toString('hex'))
  expect(judgeTokenEntropy(weak).observation).toBe('violated')
  expect(() => judgeTokenEntropy(['same', 'same'])).toThrow(/at least 2 distinct/)
})
