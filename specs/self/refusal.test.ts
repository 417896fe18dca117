import { expect, test } from '@playwright/test'
import type { Exchange } from '../../fixtures/token-client/exchange.ts'
import { invalidClient, invalidGrant, judgeRefusal } from '../../fixtures/verdict/refusal.ts'
import { toVerdict } from '../../fixtures/verdict/verdict.ts'

const answer = (status: number, json: unknown): Exchange => ({
  request: { method: 'POST', url: 'http://127.0.0.1/oauth/token', headers: {}, body: '' },
  response: { status, headers: {}, body: JSON.stringify(json), json, truncated: false },
  durationMs: 1,
})

test('an issued token is a violation', () => {
  const finding = judgeRefusal(answer(200, { access_token: 'x' }), invalidGrant)
  expect(finding.observation).toBe('violated')
  expect(finding.detail).toMatch(/^accepted: .*200 with an access_token/)
})

test('an error sent with 200, 3xx or 5xx is a violation', () => {
  for (const status of [200, 302, 500]) {
    expect(judgeRefusal(answer(status, { error: 'invalid_grant' }), invalidGrant).observation).toBe(
      'violated',
    )
  }
})

test('a 4xx with the wrong code or status is a wrong error, failing only under --strict', () => {
  const wrongCode = judgeRefusal(answer(400, { error: 'invalid_request' }), invalidGrant)
  const wrongStatus = judgeRefusal(answer(403, { error: 'invalid_grant' }), invalidGrant)
  expect([wrongCode.observation, wrongStatus.observation]).toEqual(['wrong-error', 'wrong-error'])
  expect(toVerdict('MUST', wrongCode, false)).toBe('warn')
  expect(toVerdict('MUST', wrongCode, true)).toBe('fail')
  expect(wrongCode.detail).toContain('expected 400 invalid_grant')
})

test('the allowed set decides: invalid_client may come with 400 or 401', () => {
  expect(judgeRefusal(answer(401, { error: 'invalid_client' }), invalidClient).observation).toBe(
    'pass',
  )
  expect(judgeRefusal(answer(400, { error: 'invalid_client' }), invalidClient).observation).toBe(
    'pass',
  )
  expect(judgeRefusal(answer(401, { error: 'invalid_client' }), invalidGrant).observation).toBe(
    'wrong-error',
  )
})

test('only MUST violations fail; SHOULD violations warn', () => {
  const violation = { observation: 'violated' as const, detail: '' }
  expect(toVerdict('MUST', violation, false)).toBe('fail')
  expect(toVerdict('SHOULD', violation, true)).toBe('warn')
  expect(toVerdict('BCP', violation, false)).toBe('warn')
})
