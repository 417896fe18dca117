import { expect, test } from '@playwright/test'
import { judgeScopeWidening } from '../../../fixtures/judges/scope-widening.ts'
import { scopeWidening } from '../../../fixtures/scenarios/scope-widening.ts'
import { answer } from '../support/exchange.ts'

const widening = { approved: 'profile', asked: 'profile email' }
const token = (scope?: string) =>
  answer(200, { access_token: 'a'.repeat(32), token_type: 'Bearer', ...(scope ? { scope } : {}) })

test('the user approves the first configured value; the token request asks for all', () => {
  expect(scopeWidening('profile email')).toEqual(widening)
  expect(scopeWidening('profile')).toBeUndefined()
  expect(scopeWidening('')).toBeUndefined()
})

test('refused, ignored, or granted within the approval: pass', () => {
  for (const redeemed of [answer(400, { error: 'invalid_scope' }), token('profile'), token()]) {
    expect(
      judgeScopeWidening({ answer: redeemed, resourceView: undefined }, widening).observation,
    ).toBe('pass')
  }
})

test('a token with more than the approval violates, in the answer or as the resource reports it', () => {
  const granted = judgeScopeWidening(
    { answer: token('profile email'), resourceView: undefined },
    widening,
  )
  expect(granted).toMatchObject({ observation: 'violated' })
  expect(granted.detail).toContain('beyond the approval: email')
  const viewed = judgeScopeWidening(
    { answer: token(), resourceView: answer(200, { sub: 'x', scope: 'profile email' }) },
    widening,
  )
  expect(viewed.observation).toBe('violated')
  expect(viewed.detail).toContain('the resource reports')
})

test('a server error is no refusal', () => {
  const crashed = judgeScopeWidening(
    { answer: answer(500, { error: 'server_error' }), resourceView: undefined },
    widening,
  )
  expect(crashed.observation).toBe('violated')
})
