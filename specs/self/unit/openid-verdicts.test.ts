import { expect, test } from '@playwright/test'
import type { JWK } from 'jose'
import { judgeOpenIdConfiguration } from '../../../fixtures/judges/openid-configuration.ts'
import { judgeUserinfoSubject } from '../../../fixtures/judges/subject.ts'
import { judgeUserinfo } from '../../../fixtures/judges/userinfo.ts'
import {
  judgeAssuranceMetadata,
  judgeNoVerifiedClaims,
  judgeVerifiedClaims,
} from '../../../fixtures/judges/verified-claims.ts'
import type { Authorization } from '../../../fixtures/transport/browser/authorizer.ts'
import { answer } from '../support/exchange.ts'

const issuer = 'https://op.example'
const configuration = {
  issuer,
  authorization_endpoint: `${issuer}/authorize`,
  token_endpoint: `${issuer}/token`,
  jwks_uri: `${issuer}/jwks`,
  userinfo_endpoint: `${issuer}/userinfo`,
  scopes_supported: ['openid', 'profile'],
  response_types_supported: ['code'],
  subject_types_supported: ['public'],
  id_token_signing_alg_values_supported: ['RS256'],
}
const publicKey: JWK = { kty: 'RSA', kid: 'k1', n: 'AQAB', e: 'AQAB' }
const documents = (
  document: Record<string, unknown> | undefined,
  keys: readonly JWK[] | null = [publicKey],
  rfc8414?: Record<string, unknown>,
) => ({
  configuration: {
    issuer,
    url: `${issuer}/.well-known/openid-configuration`,
    exchange: answer(document ? 200 : 404, document),
    document,
  },
  rfc8414,
  keySet: { url: `${issuer}/jwks`, exchange: answer(200, { keys }), keys: keys ?? undefined },
})

test('OIDC-01: a complete configuration with public keys of distinct kids passes', () => {
  expect(judgeOpenIdConfiguration(documents(configuration)).observation).toBe('pass')
  const agreeing = { issuer, token_endpoint: `${issuer}/token` }
  expect(judgeOpenIdConfiguration(documents(configuration, undefined, agreeing)).observation).toBe(
    'pass',
  )
})

test('OIDC-01: another issuer, a missing member, no RS256, disagreeing documents: violated', () => {
  const violations = [
    { ...configuration, issuer: `${issuer}/` },
    { ...configuration, jwks_uri: undefined },
    { ...configuration, id_token_signing_alg_values_supported: ['ES256'] },
    { ...configuration, scopes_supported: ['profile'] },
  ]
  for (const document of violations) {
    expect(judgeOpenIdConfiguration(documents(document)).observation).toBe('violated')
  }
  const disagreeing = judgeOpenIdConfiguration(
    documents(configuration, undefined, { issuer, token_endpoint: `${issuer}/oauth/token` }),
  )
  expect(disagreeing.detail).toContain('differ in token_endpoint')
})

test('OIDC-01: private key material, repeated kids, no key set: violated', () => {
  const judged = (keys: readonly JWK[] | null) =>
    judgeOpenIdConfiguration(documents(configuration, keys))
  expect(judged([{ ...publicKey, d: 'secret' }]).detail).toContain('private or symmetric')
  expect(judged([{ kty: 'oct', k: 'c2VjcmV0' }]).observation).toBe('violated')
  expect(judged([publicKey, { ...publicKey, n: 'other' }]).detail).toContain('kid k1 names several')
  expect(judged(null).observation).toBe('violated')
  expect(judged([]).observation).toBe('violated')
})

const userinfo = (status: number, json: unknown = status === 200 ? { sub: 'user-1' } : {}) =>
  answer(status, json)
const answers = {
  get: userinfo(200),
  post: userinfo(200),
  withoutToken: userinfo(401),
  withBadToken: userinfo(401),
}

test('OIDC-10: claims for the token by GET and POST, 401 without or with a bad one: pass', () => {
  expect(judgeUserinfo(answers).observation).toBe('pass')
})

test('OIDC-10: answering without a token, refusing POST, a 400: not a pass', () => {
  expect(judgeUserinfo({ ...answers, withoutToken: userinfo(200) }).detail).toContain(
    'without a token: answered 200',
  )
  expect(judgeUserinfo({ ...answers, post: userinfo(405) }).observation).toBe('violated')
  expect(judgeUserinfo({ ...answers, withBadToken: userinfo(400) }).observation).toBe('wrong-error')
})

test("OIDC-11: userinfo's sub must be the ID token's", () => {
  const idToken = { token: 'x', header: { alg: 'RS256' }, payload: { sub: 'user-1' } }
  expect(judgeUserinfoSubject(idToken, userinfo(200)).observation).toBe('pass')
  expect(judgeUserinfoSubject(idToken, userinfo(200, { sub: 'alice' })).observation).toBe(
    'violated',
  )
  expect(judgeUserinfoSubject(idToken, userinfo(401)).observation).toBe('violated')
})

const provider = {
  verified_claims_supported: true,
  trust_frameworks_supported: ['eidas'],
  claims_in_verified_claims_supported: ['given_name', 'birthdate'],
}
const verified = (verification: unknown, claims: unknown = { given_name: 'Alicia' }) => ({
  verified_claims: { verification, claims },
})
const good = { trust_framework: 'eidas', time: '2025-03-14T09:26:53Z' }

test('OIDC-12: a listed trust framework, a time, listed claims pass, in the token or at userinfo', () => {
  const sources = [
    { name: 'the ID token', claims: verified(good) },
    { name: 'userinfo', claims: { sub: 'x', ...verified({ trust_framework: 'eidas' }) } },
  ]
  const judged = judgeVerifiedClaims(sources, provider)
  expect(judged.observation).toBe('pass')
  // Which claims were seen, never what they say.
  expect(judged.detail).toContain('given_name')
  expect(judged.detail).not.toContain('Alicia')
})

test('OIDC-12: no trust framework, an unlisted one, an unlisted claim, a bad time: violated', () => {
  const judged = (claims: unknown) =>
    judgeVerifiedClaims([{ name: 'userinfo', claims }], provider).observation
  expect(judged(verified({ time: good.time }))).toBe('violated')
  expect(judged(verified({ trust_framework: 'de_aml' }))).toBe('violated')
  expect(judged(verified(good, { nationality: 'DE' }))).toBe('violated')
  expect(judged(verified({ ...good, time: 'yesterday' }))).toBe('violated')
  expect(judged({ verified_claims: 'yes' })).toBe('violated')
  expect(judged({ sub: 'x' })).toBe('skipped')
})

const flow = (url: string): Authorization =>
  ({ kind: 'redirected', url: new URL(url), hops: [], sent: {} }) as unknown as Authorization

test('OIDC-13: no code, or a code with no verified_claims anywhere: pass', () => {
  const refused = flow('http://127.0.0.1/cb?error=access_denied')
  expect(
    judgeNoVerifiedClaims({ flow: refused, redemption: undefined, userinfo: undefined })
      .observation,
  ).toBe('pass')
  const signedIn = {
    flow: flow('http://127.0.0.1/cb?code=abc'),
    redemption: {
      clientId: 'app',
      nonce: 'n',
      exchange: answer(200, {}),
      receivedAt: Date.now(),
      idToken: undefined,
      accessToken: 'at',
    },
    userinfo: userinfo(200),
  }
  expect(judgeNoVerifiedClaims(signedIn).observation).toBe('pass')
  const leaked = judgeNoVerifiedClaims({ ...signedIn, userinfo: userinfo(200, verified(good)) })
  expect(leaked).toMatchObject({ observation: 'violated' })
  expect(leaked.detail).toContain('in userinfo')
})

test('OIDC-14: served verified claims need the three metadata members', () => {
  expect(judgeAssuranceMetadata(provider, true).observation).toBe('pass')
  expect(judgeAssuranceMetadata({ verified_claims_supported: true }, true).detail).toContain(
    'no trust_frameworks_supported',
  )
  expect(judgeAssuranceMetadata({}, true).observation).toBe('violated')
  expect(judgeAssuranceMetadata({}, false)).toMatchObject({ reason: 'not-applicable' })
})

test('OIDC-01 under FAPI 2.0: no RS256 is what the profile asks, and the detail says which text', () => {
  const psOnly = { ...configuration, id_token_signing_alg_values_supported: ['PS256'] }
  const finding = judgeOpenIdConfiguration({ ...documents(psOnly), fapi2: true })
  expect(finding.observation).toBe('pass')
  expect(finding.detail).toContain('FAPI 2.0 Security Profile §5.4.1')
})
