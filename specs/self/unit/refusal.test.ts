import { expect, test } from '@playwright/test'
import {
  clientIdMismatch,
  grantNotAllowedForeignCode,
  invalidClient,
  invalidClientViaBasic,
  invalidGrant,
  judgeRefusal,
  methodNotAllowed,
  missingRedirectUri,
} from '../../../fixtures/judges/refusal.ts'
import { toVerdict } from '../../../fixtures/verdict/verdict.ts'
import { answer } from '../support/exchange.ts'

test('an issued token is a violation', () => {
  const finding = judgeRefusal(answer(200, { access_token: 'x' }), invalidGrant)
  expect(finding.observation).toBe('violated')
  expect(finding.detail).toMatch(/^accepted: .*200 with an access_token/)
})

test('an error sent with 200, 3xx or 5xx is a violation: refused without a 4xx', () => {
  for (const status of [200, 302, 500]) {
    const finding = judgeRefusal(answer(status, { error: 'invalid_grant' }), invalidGrant)
    expect(finding.observation).toBe('violated')
    expect(finding.detail).toMatch(/^refused without a 4xx: /)
  }
})

test('a 200 with neither token nor error counts as accepted', () => {
  expect(judgeRefusal(answer(200, {}), invalidGrant).detail).toMatch(/^accepted: /)
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

test('alternatives conform; a tolerated refusal is tolerated and says why', () => {
  for (const [status, error] of [
    [400, 'invalid_request'],
    [401, 'invalid_client'],
    [400, 'invalid_grant'],
  ] as const) {
    expect(judgeRefusal(answer(status, { error }), clientIdMismatch).observation).toBe('pass')
  }
  expect(judgeRefusal(answer(401, { error: 'invalid_grant' }), clientIdMismatch).observation).toBe(
    'wrong-error',
  )
  const missing = judgeRefusal(answer(400, { error: 'invalid_grant' }), missingRedirectUri)
  expect(missing.observation).toBe('tolerated')
  expect(missing.detail).toContain('(400 invalid_grant tolerated)')
  expect(missing.detail).toContain('failed comparison')
  expect(
    judgeRefusal(answer(400, { error: 'invalid_grant' }), grantNotAllowedForeignCode).observation,
  ).toBe('tolerated')
})

test('a failed Basic authentication needs 401 and a Basic challenge', () => {
  const invalid = { error: 'invalid_client' }
  const challenged = answer(401, invalid, { 'www-authenticate': 'Basic realm="x"' })
  expect(judgeRefusal(challenged, invalidClientViaBasic).observation).toBe('pass')
  const lowerCase = answer(401, invalid, { 'www-authenticate': 'Bearer, basic realm="x"' })
  expect(judgeRefusal(lowerCase, invalidClientViaBasic).observation).toBe('pass')
  const bare = judgeRefusal(answer(401, invalid), invalidClientViaBasic)
  expect(bare.observation).toBe('wrong-error')
  expect(bare.detail).toContain('with no WWW-Authenticate')
  const other = answer(401, invalid, { 'www-authenticate': 'Basicish realm="x"' })
  expect(judgeRefusal(other, invalidClientViaBasic).observation).toBe('wrong-error')
  expect(judgeRefusal(answer(400, invalid), invalidClientViaBasic).observation).toBe('wrong-error')
})

test('a rule without error codes takes any error body', () => {
  expect(judgeRefusal(answer(405, undefined), methodNotAllowed).observation).toBe('pass')
  expect(judgeRefusal(answer(404, undefined), methodNotAllowed).observation).toBe('wrong-error')
})
