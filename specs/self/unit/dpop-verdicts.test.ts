import { expect, test } from '@playwright/test'
import { requirement } from '../../../fixtures/catalogue/requirements.ts'
import {
  boundCodeRefused,
  boundTokenAsBearerRefused,
  dpopProofRefused,
  judgeDpopTokenType,
  judgeProofReplay,
  missingProofRefused,
  requireDpopBound,
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
  expect(() => {
    requireDpopBound(dpopToken)
  }).not.toThrow()
  expect(() => {
    requireDpopBound(bearerToken)
  }).toThrow(/DPOP-01/)
})
