import { expect, test } from '@playwright/test'
import {
  judgeNonceAtPar,
  judgeUnknownNonce,
  nonceAnswer,
  pushTaken,
  tokenIssued,
} from '../../../fixtures/judges/dpop-nonce.ts'
import { answer } from '../support/exchange.ts'

const token = answer(200, { access_token: 'at', token_type: 'DPoP', expires_in: 60 })
const asked = (nonce?: string) =>
  answer(400, { error: 'use_dpop_nonce' }, nonce === undefined ? {} : { 'dpop-nonce': nonce })
const badProof = answer(400, { error: 'invalid_dpop_proof' })
const badGrant = answer(400, { error: 'invalid_grant' })
const pushed = answer(201, { request_uri: 'urn:ietf:params:oauth:request_uri:r', expires_in: 60 })
const observation = (finding: { observation: string; reason?: string }) =>
  finding.observation === 'skipped' ? `skipped ${finding.reason}` : finding.observation

test('a nonce answer: taken, a challenge with or without its nonce, or something else', () => {
  expect(nonceAnswer(token, tokenIssued)).toEqual({ kind: 'taken' })
  expect(nonceAnswer(asked('n1'), tokenIssued)).toEqual({ kind: 'challenge', nonce: 'n1' })
  expect(nonceAnswer(asked(), tokenIssued)).toEqual({ kind: 'challenge without nonce' })
  expect(nonceAnswer(badProof, tokenIssued)).toEqual({ kind: 'other' })
  expect(nonceAnswer(pushed, pushTaken)).toEqual({ kind: 'taken' })
  expect(nonceAnswer(answer(201, {}), pushTaken)).toEqual({ kind: 'other' })
})

test('DPOP-11: a made-up nonce refused with a fresh nonce that then works passes', () => {
  const withoutNonce = asked('n1')
  const madeUp = { nonce: 'made-up', exchange: asked('n2') }
  expect(observation(judgeUnknownNonce({ withoutNonce, madeUp, retry: token }))).toBe('pass')
})

test('DPOP-11: no nonces demanded is not applicable; no answer to go on is not judged', () => {
  expect(observation(judgeUnknownNonce({ withoutNonce: token }))).toBe('skipped not-applicable')
  expect(observation(judgeUnknownNonce({ withoutNonce: badGrant }))).toBe('skipped not-judged')
  expect(observation(judgeUnknownNonce({ withoutNonce: answer(503, {}) }))).toBe(
    'skipped not-judged',
  )
})

test('DPOP-11: a made-up nonce taken, or refused with no fresh nonce, violates', () => {
  const withoutNonce = asked('n1')
  const judged = (exchange: ReturnType<typeof answer>, nonce = 'made-up') =>
    observation(judgeUnknownNonce({ withoutNonce, madeUp: { nonce, exchange } }))
  expect(judged(token)).toBe('violated')
  expect(judged(asked())).toBe('violated')
  expect(judged(asked('made-up'))).toBe('violated')
  // Another 4xx: the error use_dpop_nonce was expected.
  expect(judged(badProof)).toBe('wrong-error')
  expect(judged(answer(500, {}))).toBe('violated')
  // The nonce the server asks for first, without one, must come with the challenge.
  expect(observation(judgeUnknownNonce({ withoutNonce: asked() }))).toBe('violated')
})

test('DPOP-11: the retry with the handed-out nonce is the positive control', () => {
  const withoutNonce = asked('n1')
  const madeUp = { nonce: 'made-up', exchange: asked('n2') }
  // Asked for a nonce again: the nonce it had just handed out was refused.
  expect(observation(judgeUnknownNonce({ withoutNonce, madeUp, retry: asked('n3') }))).toBe(
    'violated',
  )
  // Refused otherwise: a server that refuses everything would refuse the made-up nonce too.
  expect(observation(judgeUnknownNonce({ withoutNonce, madeUp, retry: badGrant }))).toBe(
    'skipped not-judged',
  )
  expect(observation(judgeUnknownNonce({ withoutNonce, madeUp }))).toBe('skipped not-judged')
})

test('DPOP-12: asked for a nonce at PAR, then 201; the code bound to the proof key passes', () => {
  const pushes = { withoutNonce: asked('n1'), withNonce: pushed }
  expect(observation(judgeNonceAtPar({ ...pushes, otherKey: badGrant, sameKey: token }))).toBe(
    'pass',
  )
  expect(observation(judgeNonceAtPar({ ...pushes, otherKey: badProof, sameKey: token }))).toBe(
    'pass',
  )
  // The code redeemed with another key's proof: a token violates, whatever the control.
  expect(observation(judgeNonceAtPar({ ...pushes, otherKey: token, sameKey: badGrant }))).toBe(
    'violated',
  )
  // Refused, but the proof key's own code got no token either: not judged.
  expect(observation(judgeNonceAtPar({ ...pushes, otherKey: badGrant, sameKey: badGrant }))).toBe(
    'skipped not-judged',
  )
  expect(
    observation(
      judgeNonceAtPar({ ...pushes, otherKey: answer(400, { error: 'x' }), sameKey: token }),
    ),
  ).toBe('wrong-error')
})

test('DPOP-12: a push without a nonce taken where the token endpoint demands one violates', () => {
  expect(
    observation(judgeNonceAtPar({ withoutNonce: pushed, tokenWithoutNonce: asked('n1') })),
  ).toBe('violated')
  expect(observation(judgeNonceAtPar({ withoutNonce: pushed, tokenWithoutNonce: token }))).toBe(
    'skipped not-applicable',
  )
  expect(observation(judgeNonceAtPar({ withoutNonce: pushed, tokenWithoutNonce: badGrant }))).toBe(
    'skipped not-judged',
  )
  expect(observation(judgeNonceAtPar({ withoutNonce: pushed }))).toBe('skipped not-judged')
})

test('DPOP-12: a challenge without its nonce, or the nonce refused again, violates', () => {
  expect(observation(judgeNonceAtPar({ withoutNonce: asked() }))).toBe('violated')
  expect(observation(judgeNonceAtPar({ withoutNonce: asked('n1'), withNonce: asked('n2') }))).toBe(
    'violated',
  )
  expect(observation(judgeNonceAtPar({ withoutNonce: asked('n1'), withNonce: badProof }))).toBe(
    'skipped not-judged',
  )
  expect(observation(judgeNonceAtPar({ withoutNonce: badProof }))).toBe('skipped not-judged')
})
