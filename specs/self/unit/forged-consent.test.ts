import { expect, test } from '@playwright/test'
import { judgeForgedConsent } from '../../../fixtures/judges/forged-consent.ts'
import { knowableFields } from '../../../fixtures/scenarios/attacker-knowledge.ts'
import type { ForgedConsent } from '../../../fixtures/scenarios/forged-consent.ts'
import type { Authorization } from '../../../fixtures/transport/browser/authorizer.ts'
import {
  crossSiteHost,
  crossSiteHtml,
} from '../../../fixtures/transport/browser/cross-site-page.ts'
import type { ConsentSubmission } from '../../../fixtures/transport/browser/held-approval.ts'

const sent = {
  response_type: 'code',
  client_id: 'app',
  redirect_uri: 'https://app.example/cb',
  scope: 'profile email',
  state: 's-123',
}

test('the forged form keeps what an attacker chose or sees, never a hidden value it did not choose', () => {
  const submission: ConsentSubmission = {
    method: 'POST',
    action: 'https://as.example/consent',
    enctype: 'application/x-www-form-urlencoded',
    fields: [
      ['csrf_token', 'k3Jx9'],
      ['transaction_id', '42'],
      ['client_id', 'app'],
      ['state', 's-123'],
      ['scope', 'email'],
      ['remember', 'on'],
      ['decision', 'approve'],
      ['added_by_script', 'x'],
    ],
    hidden: ['csrf_token', 'transaction_id', 'client_id', 'state'],
    shown: ['scope', 'remember', 'decision'],
  }
  const { fields, leftOut } = knowableFields(submission, sent)
  expect(fields.map(([name]) => name)).toEqual([
    'client_id',
    'state',
    'scope',
    'remember',
    'decision',
  ])
  expect(leftOut).toEqual(['csrf_token', 'transaction_id', 'added_by_script'])
})

const stopped = (url: string, status: number | undefined, screen: 'other' | 'consent' = 'other') =>
  ({
    kind: 'stopped',
    screen,
    url,
    status,
    text: 'Forbidden',
    problem: undefined,
    hops: [],
    acted: [],
    sent,
  }) as const
const redirected = (url: string): Authorization => ({
  kind: 'redirected',
  url: new URL(url),
  hops: [],
  acted: [],
  sent,
})
const forged = (result: Authorization): ForgedConsent => ({
  kind: 'forged',
  origin: 'http://127.0.0.2:4000',
  sent: ['decision'],
  leftOut: ['csrf_token'],
  result,
})

test('a code after the forged form violates AC-26; any answer of the server without one passes', () => {
  const judged = (result: Authorization) => judgeForgedConsent(forged(result)).observation
  expect(judged(redirected('https://app.example/cb?code=c&state=s-123'))).toBe('violated')
  expect(judged(redirected('https://app.example/cb?error=access_denied'))).toBe('pass')
  expect(judged(stopped('https://as.example/consent', 403))).toBe('pass')
  expect(judged(stopped('https://as.example/authorize', 200, 'consent'))).toBe('pass')
  // The browser never left the other site's page: nothing the server did was seen.
  const stayed = judgeForgedConsent(forged(stopped('http://127.0.0.2:4000/', 200)))
  expect(stayed.observation === 'skipped' && stayed.reason).toBe('not-judged')
  expect(stayed.detail).toMatch(/left the browser on the cross-site page/)
  const unasked = judgeForgedConsent({
    kind: 'no-consent-page',
    reached: redirected('https://app.example/cb?code=c'),
  })
  expect(unasked.observation === 'skipped' && unasked.reason).toBe('not-applicable')
  const scripted = judgeForgedConsent({ kind: 'no-form', why: 'sent by script' })
  expect(scripted.observation === 'skipped' && scripted.reason).toBe('not-applicable')
  // The harness's own approval failed (a page that never yields, the check's time): no
  // verdict, least of all that the target has no form.
  const lost = judgeForgedConsent({ kind: 'not-held', why: 'page.evaluate: Test ended.' })
  expect(lost.observation === 'skipped' && lost.reason).toBe('not-judged')
})

test('the other site is another site than the target, and its page cannot be broken out of', () => {
  expect(crossSiteHost('127.0.0.1')).toBe('127.0.0.2')
  expect(crossSiteHost('localhost')).toBe('127.0.0.2')
  expect(crossSiteHost('127.0.0.2')).toBe('127.0.0.3')
  const html = crossSiteHtml({
    method: 'POST',
    action: 'https://as.example/consent',
    enctype: 'application/x-www-form-urlencoded',
    fields: [['state', '"><script>alert(1)</script>']],
  })
  expect(html).not.toContain('"><script>alert')
  expect(html.match(/<script>/g)).toHaveLength(1)
})
