import { expect, test } from '@playwright/test'
import { createHash, generateKeyPairSync, sign as signBytes } from 'node:crypto'
import { exportJWK, generateKeyPair, type JWK, type JWTPayload } from 'jose'
import { compactJwt } from '../../../fixtures/jwt/compact-jwt.ts'
import { readIdToken, withIdToken, type ReadIdToken } from '../../../fixtures/judges/id-token.ts'
import {
  judgeAtHash,
  judgeIssuerAndAudience,
  judgeNonce,
  judgeTimes,
} from '../../../fixtures/judges/id-token-claims.ts'
import { judgeIdTokenIssued } from '../../../fixtures/judges/id-token-issued.ts'
import {
  judgeIdTokenAlg,
  judgeIdTokenSignature,
} from '../../../fixtures/judges/id-token-signature.ts'
import { notApplicable } from '../../../fixtures/judges/findings.ts'
import { judgeStableSubject } from '../../../fixtures/judges/subject.ts'
import { answer } from '../support/exchange.ts'

// ID tokens signed here by the harness's one JWT builder (jose underneath), as a server would;
// the judges read and verify them.
const issuer = 'https://op.example'
const clientId = 'app'
const now = () => Math.floor(Date.now() / 1000)
const claims = (extra: JWTPayload = {}): JWTPayload => ({
  iss: issuer,
  sub: 'user-1',
  aud: clientId,
  iat: now(),
  exp: now() + 600,
  nonce: 'n-0S6_WzA2Mj',
  ...extra,
})

async function rsaKey(kid: string) {
  const { privateKey, publicKey } = await generateKeyPair('RS256', { extractable: true })
  const jwk: JWK = { ...(await exportJWK(publicKey)), kid, alg: 'RS256' }
  return { privateKey, jwk, kid }
}
type Key = Awaited<ReturnType<typeof rsaKey>>

const sign = (key: Key, payload: JWTPayload = claims(), kid: string | null = key.kid) =>
  compactJwt({
    header: { alg: 'RS256', ...(kid ? { kid } : {}) },
    claims: payload,
    key: key.privateKey,
  })
// alg none and no signature (RFC 7518 §3.6): the builder's bend, which leaves the key unused.
const unsecured = () =>
  compactJwt({ header: { alg: 'none' }, claims: claims(), key: new Uint8Array() }, 'alg-none')

const read = (token: string): ReadIdToken => {
  const decoded = readIdToken(token)
  if (!decoded) throw new Error('test token does not decode')
  return decoded
}
const keys = (...sets: (readonly JWK[] | undefined)[]) => ({
  keySets: sets.map((set) => ({ url: `${issuer}/jwks`, keys: set })),
  clientSecret: 'a-client-secret-of-some-length',
})

test('OIDC-02: a token response with an id_token passes; without one, or not a JWT, violates', async () => {
  const key = await rsaKey('k1')
  const token = await sign(key)
  const ok = answer(200, { access_token: 'at', id_token: token })
  expect(
    judgeIdTokenIssued([{ name: 'with a nonce', exchange: ok, idToken: token }]).observation,
  ).toBe('pass')
  const without = judgeIdTokenIssued([
    { name: 'with a nonce', exchange: ok, idToken: token },
    { name: 'without a nonce', exchange: answer(200, { access_token: 'at' }), idToken: undefined },
  ])
  expect(without).toMatchObject({ observation: 'violated' })
  expect(without.detail).toContain('without a nonce: 200 without an id_token')
  const garbled = judgeIdTokenIssued([{ name: 'x', exchange: ok, idToken: 'not.a.jwt' }])
  expect(garbled.observation).toBe('violated')
})

test('OIDC-03: an advertised alg passes; none, or one not advertised, violates', async () => {
  const token = read(await sign(await rsaKey('k1')))
  expect(judgeIdTokenAlg(token, ['RS256', 'ES256']).observation).toBe('pass')
  expect(judgeIdTokenAlg(token, undefined).observation).toBe('pass')
  expect(judgeIdTokenAlg(token, ['ES256'])).toMatchObject({ observation: 'violated' })
  const none = read(await unsecured())
  expect(judgeIdTokenAlg(none, ['RS256', 'none']).detail).toContain('alg none')
})

test('OIDC-04: the signature verifies with the key its kid names, also after a rotation', async () => {
  const [old, rotated] = [await rsaKey('old'), await rsaKey('new')]
  const token = read(await sign(rotated))
  expect((await judgeIdTokenSignature(token, keys([rotated.jwk]))).observation).toBe('pass')
  // The first set lacked the kid; the set fetched again has it.
  expect(
    (await judgeIdTokenSignature(token, keys([old.jwk], [old.jwk, rotated.jwk]))).observation,
  ).toBe('pass')
  const missing = await judgeIdTokenSignature(token, keys([old.jwk], [old.jwk]))
  expect(missing).toMatchObject({ observation: 'violated' })
  expect(missing.detail).toContain('kid new is not in the JWKS, fetched again for it')
})

test('OIDC-04: a wrong key, no kid among several keys, alg none, no JWK Set: violated', async () => {
  const [mine, other] = [await rsaKey('k1'), await rsaKey('k2')]
  // The kid names a published key, and another key signed.
  const forged = read(
    await compactJwt(
      { header: { alg: 'RS256', kid: 'k1' }, claims: claims(), key: mine.privateKey },
      'wrong-key',
    ),
  )
  expect((await judgeIdTokenSignature(forged, keys([mine.jwk]))).detail).toContain(
    'does not verify',
  )
  const kidless = read(await sign(mine, claims(), null))
  expect((await judgeIdTokenSignature(kidless, keys([mine.jwk]))).observation).toBe('pass')
  expect((await judgeIdTokenSignature(kidless, keys([mine.jwk, other.jwk]))).observation).toBe(
    'violated',
  )
  const none = read(await unsecured())
  expect((await judgeIdTokenSignature(none, keys([mine.jwk]))).observation).toBe('violated')
  const signed = read(await sign(mine))
  expect((await judgeIdTokenSignature(signed, keys(undefined))).observation).toBe('violated')
})

// jose signs with no RSA key under 2048 bits, the builder neither: node:crypto signs this one.
test('OIDC-04: a signature by a 1024-bit RSA key is verified, not blamed on the key size', async () => {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 1024 })
  const jwk = { ...(publicKey.export({ format: 'jwk' }) as JWK), kid: 'short', alg: 'RS256' }
  const segment = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url')
  const input = `${segment({ alg: 'RS256', kid: 'short' })}.${segment(claims())}`
  const token = `${input}.${signBytes('sha256', Buffer.from(input), privateKey).toString('base64url')}`
  const verified = await judgeIdTokenSignature(read(token), keys([jwk]))
  expect(verified).toMatchObject({ observation: 'pass' })
  const other = generateKeyPairSync('rsa', { modulusLength: 1024 }).publicKey
  const wrong = { ...(other.export({ format: 'jwk' }) as JWK), kid: 'short', alg: 'RS256' }
  const refused = await judgeIdTokenSignature(read(token), keys([wrong]))
  expect(refused).toMatchObject({ observation: 'violated' })
  expect(refused.detail).toContain('does not verify')
})

test('OIDC-04: HS256 is verified with the client secret', async () => {
  const parts = {
    header: { alg: 'HS256' },
    claims: claims(),
    key: new TextEncoder().encode('a-client-secret-of-some-length'),
  }
  const token = await compactJwt(parts)
  expect((await judgeIdTokenSignature(read(token), keys([]))).observation).toBe('pass')
  const wrong = await compactJwt(parts, 'wrong-key')
  expect((await judgeIdTokenSignature(read(wrong), keys([]))).observation).toBe('violated')
})

test('OIDC-05: iss exactly the issuer, aud holding the client, azp the client', async () => {
  const key = await rsaKey('k1')
  const judged = async (extra: JWTPayload) =>
    judgeIssuerAndAudience(read(await sign(key, claims(extra))), issuer, clientId).observation
  expect(await judged({})).toBe('pass')
  expect(await judged({ aud: [clientId, 'api'], azp: clientId })).toBe('pass')
  expect(await judged({ iss: `${issuer}/` })).toBe('violated')
  expect(await judged({ aud: 'another-app' })).toBe('violated')
  expect(await judged({ aud: [clientId, 'api'], azp: 'api' })).toBe('violated')
})

test('OIDC-06: exp after arrival and iat near it pass; expired or far iat violate', async () => {
  const key = await rsaKey('k1')
  const judged = async (extra: JWTPayload) =>
    judgeTimes(read(await sign(key, claims(extra))), Date.now()).observation
  const judgedWithout = async (name: string) => {
    const { [name]: _left, ...rest } = claims()
    return judgeTimes(read(await sign(key, rest)), Date.now()).observation
  }
  expect(await judged({})).toBe('pass')
  expect(await judged({ exp: now() - 600 })).toBe('violated')
  expect(await judged({ iat: now() - 3600 })).toBe('violated')
  expect(await judgedWithout('exp')).toBe('violated')
})

test('OIDC-07: the nonce sent passes; missing or another violates', async () => {
  const key = await rsaKey('k1')
  const token = read(await sign(key))
  expect(judgeNonce(token, 'n-0S6_WzA2Mj').observation).toBe('pass')
  expect(judgeNonce(token, 'another-nonce').observation).toBe('violated')
  const { nonce: _nonce, ...nonceless } = claims()
  const none = read(await sign(key, nonceless))
  expect(judgeNonce(none, 'n-0S6_WzA2Mj').detail).toContain('has none')
})

test("OIDC-08: at_hash is the left half of the access token's hash by the alg's hash", async () => {
  const key = await rsaKey('k1')
  const accessToken = 'dNZX1hEZ9wBCzNL40Upu646bdzQA'
  // The example of a widely cited walk-through of the computation.
  const half = createHash('sha256')
    .update(accessToken)
    .digest()
    .subarray(0, 16)
    .toString('base64url')
  expect(half).toBe('wfgvmE9VxjAudsl9lc6TqA')
  const judged = async (at_hash: string | undefined) =>
    judgeAtHash(read(await sign(key, claims(at_hash ? { at_hash } : {}))), accessToken).observation
  expect(await judged(half)).toBe('pass')
  expect(await judged(undefined)).toBe('pass')
  expect(await judged('AAAAAAAAAAAAAAAAAAAAAA')).toBe('violated')
})

test('OIDC-09: the same short ASCII sub twice passes; another, or too long, violates', async () => {
  const key = await rsaKey('k1')
  const withSub = async (sub: string) => read(await sign(key, claims({ sub })))
  expect(judgeStableSubject(await withSub('user-1'), await withSub('user-1')).observation).toBe(
    'pass',
  )
  expect(judgeStableSubject(await withSub('user-1'), await withSub('user-2')).observation).toBe(
    'violated',
  )
  const long = 'x'.repeat(256)
  expect(judgeStableSubject(await withSub(long), await withSub(long)).detail).toContain('over 255')
})

test('OIDC-09: a public sub is the same for another client; a skipped comparison is no verdict', async () => {
  const key = await rsaKey('k1')
  const withSub = async (sub: string) => read(await sign(key, claims({ sub })))
  const [first, again] = [await withSub('user-1'), await withSub('user-1')]
  expect(judgeStableSubject(first, again, await withSub('user-1')).observation).toBe('pass')
  const other = judgeStableSubject(first, again, await withSub('pairwise-9'))
  expect(other.detail).toContain('another sub for the second client')
  const skipped = judgeStableSubject(first, again, notApplicable('not public only'))
  expect(skipped.observation).toBe('pass')
})

test('a check about the ID token has nothing to judge without one', () => {
  const judge = () => {
    throw new Error('not called')
  }
  expect(withIdToken(undefined, judge)).toMatchObject({
    observation: 'skipped',
    reason: 'not-judged',
  })
  expect(withIdToken('garbage', judge)).toMatchObject({ observation: 'skipped' })
})
