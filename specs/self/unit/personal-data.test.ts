import { expect, test } from '@playwright/test'
import { judgePersonalData } from '../../../fixtures/judges/personal-data.ts'
import type { FlowResult } from '../../../fixtures/transport/browser/flow.ts'

const redirected = (url: string): FlowResult => ({
  kind: 'redirected',
  url: new URL(url),
  hops: [],
  acted: ['login'],
})
const identifiers = ['Alice@Example.com', 'bob@example.com']
const cb = 'https://app.example/cb'

test('a username anywhere in a redirect to the client but its code and state violates KYC-02', () => {
  const judged = (url: string, unverified = false) =>
    judgePersonalData([{ name: 'success', result: redirected(url), identifiers, unverified }])
      .observation
  expect(judged(`${cb}?code=alice%40example.com&state=alice@example.com&iss=x`)).toBe('pass')
  expect(judged(`${cb}?code=c&login_hint=alice%40example.com`)).toBe('violated')
  expect(judged(`${cb}?code=c#user=ALICE@EXAMPLE.COM`)).toBe('violated')
  expect(judged(`${cb}?error=access_denied&error_description=user+denied`, true)).toBe('pass')
  expect(judged(`${cb}?error=access_denied&error_description=identity+not+verified`, true)).toBe(
    'violated',
  )
  expect(judged(`${cb}?error=access_denied&error_description=identity+not+verified`)).toBe('pass')
})
