import { createHash } from 'node:crypto'
import { expect, test } from '@playwright/test'
import { decodeJwt, decodeProtectedHeader } from 'jose'
import { dpopProof, presentToken } from '../../../fixtures/transport/http/dpop.ts'
import { DpopState } from '../../../fixtures/transport/http/dpop-state.ts'
import { answer } from '../support/exchange.ts'

test('a proof: dpop+jwt, ES256, the public key only, htu without query, a fresh jti, ath', async () => {
  const state = new DpopState()
  const proof = await dpopProof(state, 'POST', 'https://as.example/token?x=1#f', {
    accessToken: 'tok',
  })
  const header = decodeProtectedHeader(proof)
  expect(header).toMatchObject({ typ: 'dpop+jwt', alg: 'ES256' })
  expect(header.jwk).not.toHaveProperty('d')
  const claims = decodeJwt(proof)
  expect(claims).toMatchObject({ htm: 'POST', htu: 'https://as.example/token' })
  expect(claims.ath).toBe(createHash('sha256').update('tok').digest('base64url'))
  const again = decodeJwt(await dpopProof(state, 'POST', 'https://as.example/token'))
  expect(again.jti).not.toBe(claims.jti)
  expect(again).not.toHaveProperty('ath')
  expect((await state.key()).thumbprint).toMatch(/^[A-Za-z0-9_-]{43}$/)
})

test('a bound token goes as DPoP with a proof, and a nonce asked for is sent once', async () => {
  const state = new DpopState()
  state.markBound('bound-token')
  const seen: Record<string, string>[] = []
  const result = await presentToken(
    state,
    (headers) => {
      seen.push(headers)
      return Promise.resolve(
        seen.length === 1
          ? answer(401, undefined, {
              'www-authenticate': 'DPoP error="use_dpop_nonce"',
              'dpop-nonce': 'n-1',
            })
          : answer(200, { ok: true }),
      )
    },
    'GET',
    'https://rs.example/api/me',
    'bound-token',
  )
  expect(result.response.status).toBe(200)
  expect(seen).toHaveLength(2)
  expect(seen[0]?.authorization).toBe('DPoP bound-token')
  expect(decodeJwt(seen[1]?.dpop ?? '').nonce).toBe('n-1')
  const bearer: Record<string, string>[] = []
  await presentToken(
    state,
    (headers) => {
      bearer.push(headers)
      return Promise.resolve(answer(200, {}))
    },
    'GET',
    'https://rs.example/api/me',
    'plain-token',
  )
  expect(bearer).toEqual([{ authorization: 'Bearer plain-token' }])
})

test('a token issued to a proof under another label goes as Bearer, then with a proof if asked', async () => {
  const url = 'https://rs.example/api/me'
  const state = new DpopState()
  const dpopChallenge = answer(401, undefined, { 'www-authenticate': 'DPoP error="invalid_token"' })
  const present = async (
    token: string,
    answers: ReturnType<typeof answer>[],
    asBound?: boolean,
  ) => {
    const seen: string[] = []
    const result = await presentToken(
      state,
      (headers) => {
        seen.push(headers.authorization ?? '')
        return Promise.resolve(answers[seen.length - 1] ?? answer(500, {}))
      },
      'GET',
      url,
      token,
      asBound,
    )
    return { status: result.response.status, seen }
  }
  state.markIssuedToProof('labelled-bearer')
  // Refused as Bearer with a DPoP challenge: presented with a proof.
  expect(await present('labelled-bearer', [dpopChallenge, answer(200, {})])).toEqual({
    status: 200,
    seen: ['Bearer labelled-bearer', 'DPoP labelled-bearer'],
  })
  // Taken as Bearer: that answer stands.
  expect((await present('labelled-bearer', [answer(200, {})])).seen).toHaveLength(1)
  // A token never issued to a proof is not retried.
  expect((await present('other-token', [dpopChallenge])).seen).toEqual(['Bearer other-token'])
  // asBound: with a proof straight away, whatever the label.
  expect((await present('other-token', [answer(200, {})], true)).seen).toEqual(['DPoP other-token'])
})

// Two targets, or two rows of the fault matrix, in one process: each session has its own key,
// nonces and tokens' labels, so a token bound in one is never presented as bound by the other.
test("two sessions' DPoP states share no key, nonce or token label", async () => {
  const [one, two] = [new DpopState(), new DpopState()]
  expect((await one.key()).thumbprint).not.toBe((await two.key()).thumbprint)
  expect((await one.key()).thumbprint).toBe((await one.key()).thumbprint)
  expect((await one.secondKey()).publicJwk).not.toEqual((await one.key()).publicJwk)
  one.rememberNonce('https://as.example/token', 'n-1')
  expect(one.nonceFor('https://as.example/par')).toBe('n-1')
  expect(two.nonceFor('https://as.example/token')).toBeUndefined()
  one.markBound('bound-token')
  expect(one.isBound('bound-token')).toBe(true)
  expect(two.isBound('bound-token')).toBe(false)
  expect(two.issuedToProof('bound-token')).toBe(false)
})
