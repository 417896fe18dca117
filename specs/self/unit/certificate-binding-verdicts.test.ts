import { expect, test } from '@playwright/test'
import { generateKeyPair } from 'jose'
import {
  bindingDemand,
  judgeBoundTokenAtDoors,
  judgeBoundTokenAtDoor,
  judgeCertificateRefreshes,
  judgeTokenBinding,
} from '../../../fixtures/judges/certificate-bound-tokens.ts'
import { compactJwt } from '../../../fixtures/jwt/compact-jwt.ts'
import { answer } from '../support/exchange.ts'

const reason = (finding: { observation: string; reason?: string }) =>
  finding.observation === 'skipped' ? finding.reason : finding.observation

const thumbprint = 'tyjWo9iTIDOwfgz4hAKlw7YrsatkiXGLqJ1UvyCXNQU'
const required = { required: true, why: 'the metadata says so' }
const optional = { required: false, why: 'nothing asks' }

async function accessJwt(cnf?: Record<string, unknown>): Promise<string> {
  const { privateKey } = await generateKeyPair('ES256')
  const claims = { sub: 'user-1', ...(cnf ? { cnf } : {}) }
  return compactJwt({ header: { alg: 'ES256', typ: 'at+jwt' }, claims, key: privateKey })
}

test('MTLS-07: the thumbprint named, another one, none, or an opaque token', async () => {
  const bound = await accessJwt({ 'x5t#S256': thumbprint })
  expect(reason(judgeTokenBinding(bound, thumbprint, optional))).toBe('pass')
  const hex = Buffer.from(thumbprint, 'base64url').toString('hex')
  const wrong = await accessJwt({ 'x5t#S256': hex })
  expect(reason(judgeTokenBinding(wrong, thumbprint, optional))).toBe('violated')
  const unbound = await accessJwt()
  expect(reason(judgeTokenBinding(unbound, thumbprint, required))).toBe('violated')
  expect(reason(judgeTokenBinding(unbound, thumbprint, optional))).toBe('not-applicable')
  expect(reason(judgeTokenBinding('opaque-value', thumbprint, required))).toBe('not-applicable')
})

test('MTLS-07/08: binding is required by the metadata, by FAPI 2.0 without DPoP, or by the token', async () => {
  const plain = { fapi2: false, dpop: false }
  const flagged = { metadata: { tls_client_certificate_bound_access_tokens: true }, ...plain }
  expect(bindingDemand(flagged, 'opaque').required).toBe(true)
  expect(bindingDemand({ fapi2: true, dpop: false }, 'opaque').required).toBe(true)
  expect(bindingDemand({ fapi2: true, dpop: true }, 'opaque').required).toBe(false)
  expect(bindingDemand(plain, 'opaque').required).toBe(false)
  const named = await accessJwt({ 'x5t#S256': thumbprint })
  expect(bindingDemand(plain, named).required).toBe(true)
})

const ok = answer(200, { sub: 'user-1' })
const invalidToken = answer(401, { error: 'invalid_token' })
const bent = (exchange: ReturnType<typeof answer>) => [
  { name: 'without a certificate', exchange },
  { name: 'with another certificate', exchange },
]

test('MTLS-08: refusals beside the own certificate taken; an unbound token only where asked', () => {
  expect(reason(judgeBoundTokenAtDoor({ own: ok, bent: bent(invalidToken) }, required))).toBe(
    'pass',
  )
  expect(reason(judgeBoundTokenAtDoor({ own: ok, bent: bent(ok) }, required))).toBe('violated')
  expect(reason(judgeBoundTokenAtDoor({ own: ok, bent: bent(ok) }, optional))).toBe(
    'not-applicable',
  )
  // One call without the certificate taken shows the token unbound, whatever the other met.
  const mixed = {
    own: ok,
    bent: [
      { name: 'without a certificate', exchange: ok },
      { name: 'with another certificate', exchange: invalidToken },
    ],
  }
  expect(reason(judgeBoundTokenAtDoor(mixed, optional))).toBe('not-applicable')
  expect(reason(judgeBoundTokenAtDoor(mixed, required))).toBe('violated')
  const refusedToo = { own: invalidToken, bent: bent(invalidToken) }
  expect(reason(judgeBoundTokenAtDoor(refusedToo, required))).toBe('not-judged')
})

test('MTLS-08: each door named; a violation stands beside a door not judged', () => {
  const taken = { name: 'the resource', answers: { own: ok, bent: bent(ok) }, demand: required }
  const unseen = {
    name: 'userinfo',
    unobserved: { observation: 'skipped', reason: 'not-judged', detail: 'no token' },
  } as const
  const finding = judgeBoundTokenAtDoors([unseen, taken])
  expect(reason(finding)).toBe('violated')
  expect(finding.detail).toMatch(/^the resource: /)
  expect(reason(judgeBoundTokenAtDoors([]))).toBe('not-configured')
})

test('MTLS-09: bent refreshes refused beside a refresh with the certificate that got a token', () => {
  const token = answer(200, { access_token: 'at-unit', token_type: 'Bearer' })
  const invalidClient = answer(401, { error: 'invalid_client' })
  expect(reason(judgeCertificateRefreshes({ own: token, bent: bent(invalidClient) }))).toBe('pass')
  expect(reason(judgeCertificateRefreshes({ own: token, bent: bent(token) }))).toBe('violated')
  const noToken = answer(400, { error: 'invalid_grant' })
  expect(reason(judgeCertificateRefreshes({ own: noToken, bent: bent(invalidClient) }))).toBe(
    'not-judged',
  )
})
