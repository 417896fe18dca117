import { expect, test } from '@playwright/test'
import { exportJWK, generateKeyPair, type JWK, type JWTPayload } from 'jose'
import { compactJwt, type JwtBend } from '../../../fixtures/jwt/compact-jwt.ts'
import {
  judgeIssuerOnlyInside,
  judgeNothingBeside,
  judgeSignedDenial,
  judgeSignedResponse,
  judgeSignedResponseLifetime,
} from '../../../fixtures/judges/signed-responses.ts'
import { judgeSignedResponsesRequired } from '../../../fixtures/judges/signed-responses-required.ts'
import type { Finding } from '../../../fixtures/judges/finding.ts'
import type { Authorization } from '../../../fixtures/transport/browser/authorizer.ts'
import type { SignedResponse } from '../../../fixtures/scenarios/signed-responses.ts'
import { answer } from '../support/exchange.ts'

// Signed responses made here as a server would (ES256, its kid in the JWKS); the judges verify
// and read them as the JARM checks do.
const issuer = 'https://as.example'
const clientId = 'app'
const state = 's-4Kq_0'
const now = () => Math.floor(Date.now() / 1000)
const expected = { issuer, clientId, metadata: undefined, fapi2: true }

const key = await (async () => {
  const { privateKey, publicKey } = await generateKeyPair('ES256', { extractable: true })
  const jwk: JWK = { ...(await exportJWK(publicKey)), kid: 'k1', alg: 'ES256' }
  return { privateKey, jwk }
})()

const claims = (extra: JWTPayload = {}): JWTPayload => ({
  iss: issuer,
  aud: clientId,
  exp: now() + 600,
  code: 'c-1',
  state,
  ...extra,
})

async function signed(
  payload: JWTPayload = claims(),
  options: { bend?: JwtBend; beside?: Record<string, string> } = {},
): Promise<SignedResponse> {
  const jwt = await compactJwt(
    { header: { alg: 'ES256', kid: 'k1' }, claims: payload, key: key.privateKey },
    options.bend,
  )
  const url = new URL('http://127.0.0.1/app/callback')
  for (const [name, value] of Object.entries(options.beside ?? {}))
    url.searchParams.set(name, value)
  url.searchParams.set('response', jwt)
  return {
    authorization: { kind: 'redirected', url, hops: [], acted: [], sent: { state } },
    jwt,
    keySets: [{ url: `${issuer}/jwks`, exchange: answer(200, {}), keys: [key.jwk] }],
    receivedAt: now(),
  }
}

const outcome = (finding: Finding) =>
  finding.observation === 'skipped' ? finding.reason : finding.observation

test('JARM-01: a correct signed response passes; each flaw of it fails', async () => {
  expect(outcome(await judgeSignedResponse(await signed(), expected))).toBe('pass')
  const flawed = [
    await signed(claims(), { bend: 'alg-none' }),
    await signed(claims(), { bend: 'wrong-key' }),
    await signed(claims(), { bend: 'signature-broken' }),
    await signed(claims({ iss: `${issuer}/other` })),
    await signed(claims({ aud: issuer })),
    await signed(claims({ exp: now() - 3_600 })),
    await signed(claims({ code: undefined })),
    await signed(claims({ state: 'another' })),
  ]
  for (const response of flawed) {
    expect(outcome(await judgeSignedResponse(response, expected))).toBe('violated')
  }
  // aud may be an array holding the client.
  const array = await signed(claims({ aud: [clientId, 'https://rs.example'] }))
  expect(outcome(await judgeSignedResponse(array, expected))).toBe('pass')
})

test('JARM-01: a redirect without a response parameter fails; JARM-02, 03 and 04 point at it', async () => {
  const url = new URL('http://127.0.0.1/app/callback?code=c-1&state=s')
  const unsigned: SignedResponse = {
    authorization: { kind: 'redirected', url, hops: [], acted: [], sent: { state } },
    jwt: undefined,
    keySets: [],
    receivedAt: now(),
  }
  expect(outcome(await judgeSignedResponse(unsigned, expected))).toBe('violated')
  expect(outcome(judgeNothingBeside(unsigned))).toBe('not-judged')
  expect(outcome(judgeIssuerOnlyInside(unsigned))).toBe('not-judged')
  expect(outcome(judgeSignedResponseLifetime(unsigned))).toBe('not-judged')
})

test('JARM-02: code or state beside the signed response fails', async () => {
  expect(outcome(judgeNothingBeside(await signed()))).toBe('pass')
  const beside = await signed(claims(), { beside: { code: 'c-1', state } })
  expect(outcome(judgeNothingBeside(beside))).toBe('violated')
})

test('JARM-03: iss beside the signed response is a violation (a warning at SHOULD)', async () => {
  expect(outcome(judgeIssuerOnlyInside(await signed()))).toBe('pass')
  // code and state beside are JARM-02's: one cause, one finding.
  const others = await signed(claims(), { beside: { code: 'c-1', state } })
  expect(outcome(judgeIssuerOnlyInside(others))).toBe('pass')
  const issuerToo = await signed(claims(), { beside: { iss: issuer } })
  expect(outcome(judgeIssuerOnlyInside(issuerToo))).toBe('violated')
  expect(outcome(judgeNothingBeside(issuerToo))).toBe('pass')
})

test('JARM-04: a lifetime over 10 minutes is a violation (a warning at SHOULD)', async () => {
  expect(outcome(judgeSignedResponseLifetime(await signed()))).toBe('pass')
  const hour = await signed(claims({ exp: now() + 3_600 }))
  expect(outcome(judgeSignedResponseLifetime(hour))).toBe('violated')
})

test('JARM-05: a signed access_denied with the state passes; a code or a plain error fails', async () => {
  const denial = { iss: issuer, aud: clientId, exp: now() + 600, error: 'access_denied', state }
  expect(outcome(judgeSignedDenial(await signed(denial)))).toBe('pass')
  expect(outcome(judgeSignedDenial(await signed({ ...denial, code: 'c-1' })))).toBe('violated')
  const plainToo = await signed(denial, { beside: { error: 'access_denied' } })
  expect(outcome(judgeSignedDenial(plainToo))).toBe('violated')
})

test('JARM-07: a plain code for response_mode=query fails; a refusal or a signed answer passes', async () => {
  const control = await signed()
  const redirect = (query: string): Authorization => ({
    kind: 'redirected',
    url: new URL(`http://127.0.0.1/app/callback?${query}`),
    hops: [],
    acted: [],
    sent: { state, response_mode: 'query' },
  })
  const judged = (plain: Authorization) => outcome(judgeSignedResponsesRequired(control, plain))
  expect(judged(redirect(`code=c-2&state=${state}`))).toBe('violated')
  expect(judged(redirect(`error=invalid_request&state=${state}`))).toBe('pass')
  expect(judged(redirect(`response=${control.jwt ?? ''}`))).toBe('pass')
  expect(judged(redirect(`code=c-2&response=${control.jwt ?? ''}`))).toBe('violated')
  // The control came back without a signed code: nothing to judge the refusal against.
  const unsigned: SignedResponse = {
    ...control,
    authorization: redirect('error=invalid_request'),
    jwt: undefined,
  }
  expect(outcome(judgeSignedResponsesRequired(unsigned, redirect('error=x')))).toBe('not-judged')
})
