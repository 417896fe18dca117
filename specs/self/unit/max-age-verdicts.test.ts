import { expect, test } from '@playwright/test'
import { UnsecuredJWT } from 'jose'
import { judgeMaxAge } from '../../../fixtures/judges/max-age.ts'
import type { MaxAgeRequest, MaxAgeRequests } from '../../../fixtures/scenarios/max-age.ts'
import type { OpenIdRedemption } from '../../../fixtures/scenarios/openid-sign-in.ts'
import type { Authorization } from '../../../fixtures/transport/browser/authorizer.ts'
import type { Screen } from '../../../fixtures/transport/browser/interactions/index.ts'
import { answer } from '../support/exchange.ts'

// OIDC-15 as the judge sees it: two requests with max_age=1, three seconds apart.
const seconds = (ms: number) => Math.floor(ms / 1000)
const start = Date.now() - 10_000

function redemption(authTime: number | undefined): OpenIdRedemption {
  const claims = authTime === undefined ? {} : { auth_time: authTime }
  const idToken = new UnsecuredJWT({ sub: 'user-1', ...claims }).encode()
  return {
    clientId: 'app',
    nonce: 'n',
    exchange: answer(200, { id_token: idToken }),
    receivedAt: start,
    idToken,
    accessToken: 'at',
  }
}

function request(
  at: number,
  acted: readonly Screen[],
  redirect: string,
  authTime: number | undefined,
): MaxAgeRequest {
  const flow = {
    kind: 'redirected',
    url: new URL(redirect),
    hops: [],
    acted,
    sent: {},
  } satisfies Authorization
  const code = flow.url.searchParams.has('code')
  return {
    flow,
    startedAt: at,
    endedAt: at + 500,
    redemption: code ? redemption(authTime) : undefined,
  }
}

const firstAt = start
const secondAt = start + 3_500
const first = request(
  firstAt,
  ['login', 'consent'],
  'https://app.example/cb?code=a',
  seconds(firstAt),
)
const both = (second: MaxAgeRequest, head = first): MaxAgeRequests => {
  if (!head.redemption) throw new Error('the first request needs a redemption')
  return { first: { ...head, redemption: head.redemption }, second, waited: 3 }
}

test('a second sign-in with a later auth_time passes, as does login_required', () => {
  const again = request(secondAt, ['login'], 'https://app.example/cb?code=b', seconds(secondAt))
  expect(judgeMaxAge(both(again)).observation).toBe('pass')
  const refused = request(secondAt, [], 'https://app.example/cb?error=login_required', undefined)
  expect(judgeMaxAge(both(refused))).toMatchObject({ observation: 'pass' })
})

test('a code without a sign-in page, after max_age has passed, violates', () => {
  const served = request(secondAt, [], 'https://app.example/cb?code=b', seconds(firstAt))
  const finding = judgeMaxAge(both(served))
  expect(finding.observation).toBe('violated')
  expect(finding.detail).toContain('no sign-in page')
})

test('auth_time missing, zero, or not moving on with the new sign-in violates', () => {
  const again = request(secondAt, ['login'], 'https://app.example/cb?code=b', seconds(secondAt))
  const missing = request(firstAt, ['login'], 'https://app.example/cb?code=a', undefined)
  expect(judgeMaxAge(both(again, missing)).observation).toBe('violated')
  const zero = request(firstAt, ['login'], 'https://app.example/cb?code=a', 0)
  expect(judgeMaxAge(both(again, zero)).detail).toContain('auth_time 0')
  const stale = request(secondAt, ['login'], 'https://app.example/cb?code=b', seconds(firstAt))
  expect(judgeMaxAge(both(stale)).detail).toContain('stayed at')
})

test('another error, or no readable ID token, is not judged', () => {
  const denied = request(secondAt, [], 'https://app.example/cb?error=access_denied', undefined)
  expect(judgeMaxAge(both(denied))).toMatchObject({ observation: 'skipped', reason: 'not-judged' })
  const again = request(secondAt, ['login'], 'https://app.example/cb?code=b', seconds(secondAt))
  const opaque = { ...again, redemption: { ...redemption(1), idToken: 'not-a-jwt' } }
  expect(judgeMaxAge(both(opaque))).toMatchObject({ observation: 'skipped' })
})
