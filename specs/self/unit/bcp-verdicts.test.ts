import { expect, test } from '@playwright/test'
import { judgePasswordGrant } from '../../../fixtures/judges/password-grant.ts'
import { judgeUnknownResource } from '../../../fixtures/judges/resource-indicator.ts'
import { judgeTokenInQuery } from '../../../fixtures/judges/token-in-query.ts'
import type { Authorization } from '../../../fixtures/transport/browser/authorizer.ts'
import { answer } from '../support/exchange.ts'

const token = answer(200, { access_token: 'at', token_type: 'Bearer' })

test('BCP-01: a token for the password grant violates, a MUST under fapi2; no token passes', () => {
  const attempt = (status: number, json: unknown) => ({
    redemption: token,
    attempt: answer(status, json),
  })
  const granted = attempt(200, { access_token: 'pw', token_type: 'Bearer' })
  expect(judgePasswordGrant(granted, false)).toMatchObject({ observation: 'violated' })
  expect(judgePasswordGrant(granted, true)).toMatchObject({ raisedTo: 'MUST' })
  for (const error of ['unsupported_grant_type', 'unauthorized_client', 'invalid_grant']) {
    expect(judgePasswordGrant(attempt(400, { error }), true).observation).toBe('pass')
  }
  expect(judgePasswordGrant(attempt(500, undefined), false).observation).toBe('pass')
})

test('BCP-01: without the control redemption nothing is judged', () => {
  const refused = answer(401, { error: 'invalid_client' })
  expect(() =>
    judgePasswordGrant(
      { redemption: refused, attempt: answer(200, { access_token: 'pw' }) },
      false,
    ),
  ).toThrow(/did not succeed/)
})

test('BCP-02: the query token accepted violates; refused passes; a public resource shows nothing', () => {
  const answers = (bare: number, inQuery: number) => ({
    inHeader: answer(200, {}),
    bare: answer(bare, {}),
    inQuery: answer(inQuery, {}),
  })
  expect(judgeTokenInQuery(answers(401, 200), false)).toMatchObject({ observation: 'violated' })
  expect(judgeTokenInQuery(answers(401, 200), true)).toMatchObject({ raisedTo: 'MUST' })
  expect(judgeTokenInQuery(answers(401, 401), true).observation).toBe('pass')
  expect(judgeTokenInQuery(answers(401, 400), false).observation).toBe('pass')
  expect(judgeTokenInQuery(answers(200, 200), false)).toMatchObject({ reason: 'not-applicable' })
  const refusedInHeader = { ...answers(401, 401), inHeader: answer(401, {}) }
  expect(() => judgeTokenInQuery(refusedInHeader, false)).toThrow(/was not accepted/)
})

const redirect = (query: string): Authorization => ({
  kind: 'redirected',
  url: new URL(`https://app.example/cb?${query}`),
  hops: [],
  acted: [],
  sent: { redirect_uri: 'https://app.example/cb' },
})

test('BCP-03: invalid_target passes, another error is a wrong error', () => {
  const refused = judgeUnknownResource({
    unknown: redirect('error=invalid_target'),
    malformed: undefined,
  })
  expect(refused.observation).toBe('pass')
  const other = judgeUnknownResource({
    unknown: redirect('error=invalid_request'),
    malformed: undefined,
  })
  expect(other.observation).toBe('wrong-error')
})

test('BCP-03: a code warns only where the server reads resource', () => {
  const code = redirect('code=abc')
  const reads = judgeUnknownResource({ unknown: code, malformed: redirect('error=invalid_target') })
  expect(reads.observation).toBe('violated')
  expect(reads.detail).toContain('the server reads resource')
  const ignores = judgeUnknownResource({ unknown: code, malformed: redirect('code=def') })
  expect(ignores).toMatchObject({ observation: 'skipped', reason: 'not-applicable' })
})
