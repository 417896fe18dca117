import { expect, test } from '@playwright/test'
import { requirement } from '../../../fixtures/catalogue/requirements.ts'
import {
  boundCodeRefused,
  boundTokenAsBearerRefused,
  dpopProofRefused,
  judgeBoundTokenAsBearer,
  judgeDpopTokenType,
  judgeProofAge,
  judgeProofReplay,
  missingProofRefused,
  proofCarriedNonce,
  unboundRefreshRefused,
} from '../../../fixtures/judges/dpop.ts'
import { judgeRefusal } from '../../../fixtures/judges/refusal.ts'
import { judge } from '../../../fixtures/verdict/judge.ts'
import { answer } from '../support/exchange.ts'

const dpopToken = answer(200, { access_token: 'at', token_type: 'DPoP', expires_in: 60 })
const bearerToken = answer(200, { access_token: 'at', token_type: 'Bearer', expires_in: 60 })
const badProof = answer(400, { error: 'invalid_dpop_proof' })
const badGrant = answer(400, { error: 'invalid_grant' })
const badRequest = answer(400, { error: 'invalid_request' })
const nonceAsked = answer(400, { error: 'use_dpop_nonce' }, { 'dpop-nonce': 'n1' })
const observation = (finding: { observation: string }) => finding.observation

test('DPOP-01: a token with token_type DPoP passes; Bearer or no token violates', () => {
  expect(observation(judgeDpopTokenType(dpopToken))).toBe('pass')
  expect(
    observation(judgeDpopTokenType(answer(200, { access_token: 'at', token_type: 'dpop' }))),
  ).toBe('pass')
  expect(observation(judgeDpopTokenType(bearerToken))).toBe('violated')
  expect(observation(judgeDpopTokenType(badProof))).toBe('violated')
})

test('DPOP-02..05: a bent proof must be refused with invalid_dpop_proof', () => {
  expect(observation(judgeRefusal(badProof, dpopProofRefused))).toBe('pass')
  expect(observation(judgeRefusal(dpopToken, dpopProofRefused))).toBe('violated')
  expect(observation(judgeRefusal(badGrant, dpopProofRefused))).toBe('wrong-error')
  expect(observation(judgeRefusal(answer(500, {}), dpopProofRefused))).toBe('violated')
})

test('DPOP-06: the replay must be refused once the first use got its token', () => {
  expect(observation(judgeProofReplay(dpopToken, badProof, false))).toBe('pass')
  expect(observation(judgeProofReplay(nonceAsked, badProof, false))).toBe('skipped')
  const replayed = judgeProofReplay(dpopToken, dpopToken, false)
  expect(observation(replayed)).toBe('violated')
  expect(judge(requirement('DPOP-06'), replayed, false).verdict).toBe('warn')
  const underFapi2 = judgeProofReplay(dpopToken, dpopToken, true)
  const verdict = judge(requirement('DPOP-06'), underFapi2, false)
  expect([verdict.verdict, verdict.level]).toEqual(['fail', 'MUST'])
  expect(
    judge(requirement('DPOP-06'), judgeProofReplay(dpopToken, badProof, true), false).verdict,
  ).toBe('pass')
})

test('DPOP-07: a code bound to key A redeemed with key B: invalid_grant or invalid_dpop_proof', () => {
  expect(observation(judgeRefusal(badGrant, boundCodeRefused))).toBe('pass')
  expect(observation(judgeRefusal(badProof, boundCodeRefused))).toBe('pass')
  expect(observation(judgeRefusal(dpopToken, boundCodeRefused))).toBe('violated')
  expect(observation(judgeRefusal(badRequest, boundCodeRefused))).toBe('wrong-error')
})

test('DPOP-08, DPOP-10: no proof is refused; a Bearer token instead violates', () => {
  expect(observation(judgeRefusal(badRequest, missingProofRefused))).toBe('pass')
  expect(observation(judgeRefusal(badProof, missingProofRefused))).toBe('pass')
  expect(observation(judgeRefusal(bearerToken, missingProofRefused))).toBe('violated')
  expect(observation(judgeRefusal(badGrant, unboundRefreshRefused))).toBe('pass')
  expect(observation(judgeRefusal(bearerToken, unboundRefreshRefused))).toBe('violated')
})

test('DPOP-09: a bound token as Bearer gets 401; 200 violates; only a DPoP token is judged', () => {
  const refused = answer(401, undefined, { 'www-authenticate': 'DPoP error="invalid_token"' })
  expect(observation(judgeRefusal(refused, boundTokenAsBearerRefused))).toBe('pass')
  expect(observation(judgeRefusal(answer(200, { sub: 'x' }), boundTokenAsBearerRefused))).toBe(
    'violated',
  )
  expect(observation(judgeRefusal(answer(403, {}), boundTokenAsBearerRefused))).toBe('wrong-error')
})

test('DPOP-09: each door must take the token with its proof, then refuse it as Bearer', () => {
  const taken = answer(200, { sub: 'u' })
  const unauthorized = answer(401, { error: 'invalid_token' })
  const door = (withProof: typeof taken, asBearer: typeof taken, name = 'the resource') => ({
    name,
    labelledDpop: true,
    withProof,
    asBearer,
  })
  expect(observation(judgeBoundTokenAsBearer([door(taken, unauthorized)]))).toBe('pass')
  // A door that refuses every request proves nothing: not judged, never a pass.
  const refusesAll = judgeBoundTokenAsBearer([door(unauthorized, unauthorized)])
  expect(refusesAll).toMatchObject({ observation: 'skipped', reason: 'not-judged' })
  const userinfoTakesBearer = judgeBoundTokenAsBearer([
    door(taken, unauthorized),
    door(taken, taken, 'userinfo'),
  ])
  expect(userinfoTakesBearer.observation).toBe('violated')
  expect(userinfoTakesBearer.detail).toContain('userinfo')
  expect(observation(judgeBoundTokenAsBearer([door(taken, answer(400, {}))]))).toBe('wrong-error')
  expect(observation(judgeBoundTokenAsBearer([]))).toBe('skipped')
  // Labelled Bearer: refused as Bearer, it is bound all the same; taken, the label decides.
  const labelledBearer = (asBearer: typeof taken) => [
    { ...door(taken, asBearer), labelledDpop: false },
  ]
  expect(observation(judgeBoundTokenAsBearer(labelledBearer(unauthorized)))).toBe('pass')
  expect(judgeBoundTokenAsBearer(labelledBearer(taken))).toMatchObject({ reason: 'not-judged' })
})

test('DPOP-03: iat an hour off is refused, unless a server nonce makes freshness its own', () => {
  const aged = (exchange: typeof badProof, nonced: boolean) => [
    { name: 'iat an hour ago', exchange, nonced },
  ]
  // Without nonces: by iat.
  expect(observation(judgeProofAge(aged(badProof, false)))).toBe('pass')
  expect(observation(judgeProofAge(aged(dpopToken, false)))).toBe('violated')
  expect(observation(judgeProofAge(aged(badGrant, false)))).toBe('wrong-error')
  // With the server's nonce and taken: an unknown nonce must be refused with use_dpop_nonce.
  expect(observation(judgeProofAge(aged(dpopToken, true), nonceAsked))).toBe('pass')
  const staleTaken = judgeProofAge(aged(dpopToken, true), dpopToken)
  expect(staleTaken.observation).toBe('violated')
  expect(staleTaken.detail).toContain('freshness is the nonce')
  expect(observation(judgeProofAge(aged(dpopToken, true), badProof))).toBe('wrong-error')
  expect(judgeProofAge(aged(dpopToken, true))).toMatchObject({ reason: 'not-judged' })
  // Refused although it carried the nonce: judged by iat as without nonces.
  expect(observation(judgeProofAge(aged(badProof, true)))).toBe('pass')
})

test('a proof carried a nonce when its payload has one', () => {
  const segment = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url')
  const sent = (claims: Record<string, unknown>) => ({
    ...dpopToken,
    request: { ...dpopToken.request, headers: { dpop: `${segment({})}.${segment(claims)}.sig` } },
  })
  expect(proofCarriedNonce(sent({ nonce: 'n1' }))).toBe(true)
  expect(proofCarriedNonce(sent({ jti: 'j' }))).toBe(false)
  expect(proofCarriedNonce(dpopToken)).toBe(false)
})
