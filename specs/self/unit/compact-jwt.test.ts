import { KeyObject } from 'node:crypto'
import { expect, test } from '@playwright/test'
import { compactVerify, decodeProtectedHeader, exportJWK, generateKeyPair } from 'jose'
import { compactJwt, jwtBends, type JwtBend } from '../../../fixtures/jwt/compact-jwt.ts'

const claims = { iss: 'client', aud: 'https://as.example' }

async function parts() {
  const { privateKey, publicKey } = await generateKeyPair('ES256', { extractable: true })
  const jwk = await exportJWK(publicKey)
  return {
    publicKey,
    jwk,
    jwt: { header: { typ: 'x+jwt', alg: 'ES256', jwk }, claims, key: privateKey },
  }
}

const verifies = (jwt: string, key: Parameters<typeof compactVerify>[1]) =>
  compactVerify(jwt, key).then(
    () => true,
    () => false,
  )

test('unbent, the JWT carries the header and claims and verifies with the public key', async () => {
  const { publicKey, jwt } = await parts()
  const signed = await compactJwt(jwt)
  expect(decodeProtectedHeader(signed)).toEqual(jwt.header)
  expect(await verifies(signed, publicKey)).toBe(true)
})

test('each bend departs from the correct JWT as its name says, nothing else', async () => {
  const { publicKey, jwk, jwt } = await parts()
  const pem = KeyObject.from(publicKey).export({ type: 'spki', format: 'pem' }).toString()
  const expected: Record<
    JwtBend,
    { header: object; verifiedBy: 'public key' | 'pem' | 'nothing'; claims?: object }
  > = {
    'wrong-key': { header: jwt.header, verifiedBy: 'nothing' },
    'alg-none': { header: { ...jwt.header, alg: 'none' }, verifiedBy: 'nothing' },
    'hs256-random-secret': { header: { ...jwt.header, alg: 'HS256' }, verifiedBy: 'nothing' },
    'hs256-public-key': { header: { ...jwt.header, alg: 'HS256' }, verifiedBy: 'pem' },
    'private-header-members': {
      header: { ...jwt.header, jwk: { ...jwk, d: expect.any(String) } },
      verifiedBy: 'public key',
    },
    'signature-broken': {
      header: jwt.header,
      verifiedBy: 'nothing',
      claims: { ...claims, jti: expect.any(String) },
    },
  }
  for (const bend of jwtBends) {
    const bent = await compactJwt(jwt, bend)
    const { header, verifiedBy } = expected[bend]
    expect(decodeProtectedHeader(bent), bend).toEqual(header)
    const payload: unknown = JSON.parse(
      Buffer.from(bent.split('.')[1] ?? '', 'base64url').toString(),
    )
    expect(payload, bend).toEqual(expected[bend].claims ?? claims)
    if (bend === 'alg-none') expect(bent.endsWith('.')).toBe(true)
    const hmac = bend.startsWith('hs256')
    const byPublicKey = bend !== 'alg-none' && !hmac && (await verifies(bent, publicKey))
    const byPem = hmac && (await verifies(bent, new TextEncoder().encode(pem)))
    expect({ byPublicKey, byPem }, bend).toEqual({
      byPublicKey: verifiedBy === 'public key',
      byPem: verifiedBy === 'pem',
    })
  }
})

test('a shared secret signs HS256; its wrong key is another secret, and it has no public key', async () => {
  const secret = new TextEncoder().encode('a-client-secret-of-some-length')
  const jwt = { header: { alg: 'HS256' }, claims, key: secret }
  expect(await verifies(await compactJwt(jwt), secret)).toBe(true)
  expect(await verifies(await compactJwt(jwt, 'wrong-key'), secret)).toBe(false)
  await expect(compactJwt(jwt, 'hs256-public-key')).rejects.toThrow('no public key')
})
