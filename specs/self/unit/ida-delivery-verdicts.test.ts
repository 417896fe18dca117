import { expect, test } from '@playwright/test'
import {
  judgeOnlyClaimsAsked,
  judgeOnlyWhereAsked,
  judgeUnknownClaims,
  judgeUnmatched,
  judgeVerificationMaxAge,
} from '../../../fixtures/judges/verified-claims-delivery.ts'
import type { Delivery } from '../../../fixtures/scenarios/verified-claims-delivery.ts'
import { answer } from '../support/exchange.ts'
import { redirected } from '../support/redirected.ts'

// IDA-05 to IDA-07, IDA-09 and IDA-10: what came where, judged by claim names only.

const verification = { trust_framework: 'eidas' }
const vc = (...names: string[]) => ({
  verified_claims: { verification, claims: Object.fromEntries(names.map((n) => [n, 'x'])) },
})
// A code redeemed: the ID token's claims and userinfo's answer.
const delivered = (what: string, idToken: object, userinfo: object, status = 200): Delivery => ({
  what,
  startedAt: Date.parse('2026-01-01T00:00:00Z'),
  flow: redirected('code=c1'),
  delivered: {
    token: answer(200, { access_token: 'a', token_type: 'Bearer' }),
    idToken: { sub: 's', ...idToken },
    userinfo: answer(status, { sub: 's', ...userinfo }),
  },
})
const refused = (what: string): Delivery => ({
  what,
  startedAt: Date.parse('2026-01-01T00:00:00Z'),
  flow: redirected('error=invalid_request'),
  delivered: undefined,
})

test('IDA-05: unknown names left out pass, delivered (even null) fail, a refusal fails', () => {
  const unknown = ['conformance_x', 'conformance x $&@?']
  const control = delivered('asked', {}, vc('given_name'))
  const left = delivered('probe', {}, vc('given_name'))
  expect(judgeUnknownClaims(control, left, 'userinfo', 'given_name', unknown).observation).toBe(
    'pass',
  )
  const asNull = delivered('probe', {}, vc('given_name', 'conformance x $&@?'))
  const found = judgeUnknownClaims(control, asNull, 'userinfo', 'given_name', unknown)
  expect(found).toMatchObject({ observation: 'violated' })
  expect(found.detail).toContain('"conformance x $&@?"')
  expect(
    judgeUnknownClaims(control, refused('probe'), 'userinfo', 'given_name', unknown),
  ).toMatchObject({
    observation: 'violated',
  })
  // The claim itself not delivered: nothing shows what the server does with what it knows.
  const none = delivered('probe', {}, {})
  expect(judgeUnknownClaims(control, none, 'userinfo', 'given_name', unknown)).toMatchObject({
    reason: 'not-judged',
  })
})

test('IDA-06 and IDA-07: left out passes beside the control; delivered or refused fails', () => {
  const control = delivered('asked', {}, vc('given_name'))
  const leftOut = delivered('unmatched', {}, {})
  expect(judgeUnmatched(control, leftOut, 'userinfo', 'given_name', false).observation).toBe('pass')
  expect(judgeUnmatched(control, leftOut, 'userinfo', 'given_name', true).observation).toBe('pass')
  const given = delivered('unmatched', {}, vc('given_name'))
  expect(judgeUnmatched(control, given, 'userinfo', 'given_name', false).observation).toBe(
    'violated',
  )
  // IDA-07 asks the whole verified_claims out, whatever claims are in it.
  const other = delivered('unused framework', {}, vc('family_name'))
  expect(judgeUnmatched(control, other, 'userinfo', 'given_name', false).observation).toBe('pass')
  expect(judgeUnmatched(control, other, 'userinfo', 'given_name', true).observation).toBe(
    'violated',
  )
  expect(
    judgeUnmatched(control, refused('unmatched'), 'userinfo', 'given_name', false).observation,
  ).toBe('violated')
  // A control without the claim leaves the check not judged.
  const bare = delivered('asked', {}, {})
  expect(judgeUnmatched(bare, given, 'userinfo', 'given_name', false)).toMatchObject({
    reason: 'not-judged',
  })
})

test('IDA-09: asked in one place, delivered there only; in both fails', () => {
  const inIdToken = delivered('id_token only', vc('given_name'), {})
  const atUserinfo = delivered('userinfo only', {}, vc('given_name'))
  const clean = judgeOnlyWhereAsked(
    [
      [inIdToken, 'id_token', 'userinfo'],
      [atUserinfo, 'userinfo', 'id_token'],
    ],
    'given_name',
  )
  expect(clean.observation).toBe('pass')
  const both = delivered('id_token only', vc('given_name'), vc('given_name'))
  const leaked = judgeOnlyWhereAsked(
    [
      [both, 'id_token', 'userinfo'],
      [atUserinfo, 'userinfo', 'id_token'],
    ],
    'given_name',
  )
  expect(leaked.observation).toBe('violated')
  // userinfo that gives no claims: that probe is not judged, and so is the check.
  const broken = delivered('id_token only', vc('given_name'), {}, 500)
  const unseen = judgeOnlyWhereAsked(
    [
      [broken, 'id_token', 'userinfo'],
      [atUserinfo, 'userinfo', 'id_token'],
    ],
    'given_name',
  )
  expect(unseen).toMatchObject({ reason: 'not-judged' })
})

test('IDA-10: one claim asked; another beside it fails', () => {
  const one = delivered('one', {}, vc('given_name'))
  expect(judgeOnlyClaimsAsked(one, 'userinfo', 'given_name').observation).toBe('pass')
  const more = delivered('one', {}, vc('given_name', 'birthdate'))
  const finding = judgeOnlyClaimsAsked(more, 'userinfo', 'given_name')
  expect(finding).toMatchObject({ observation: 'violated' })
  expect(finding.detail).toContain('"birthdate"')
  expect(finding.detail).not.toContain('x')
})

test('a server that cannot answer now is not judged, never a refusal', () => {
  const control = delivered('asked', {}, vc('given_name'))
  for (const error of ['server_error', 'temporarily_unavailable']) {
    const busy: Delivery = { ...refused('probe'), flow: redirected(`error=${error}`) }
    const finding = judgeUnknownClaims(control, busy, 'userinfo', 'given_name', ['x'])
    expect(finding, error).toMatchObject({ reason: 'not-judged' })
  }
})

test('a refusal beside a control that got no code either is not judged', () => {
  const unknown = ['conformance_x']
  const finding = judgeUnknownClaims(refused('asked'), refused('probe'), 'userinfo', 'g', unknown)
  expect(finding).toMatchObject({ reason: 'not-judged' })
})

test('IDA-11: a tight max_age leaves verified_claims out, or brings a fresh verification', () => {
  const control = delivered('asked', {}, vc('given_name'))
  const unlimited = delivered('unlimited', {}, vc('given_name'))
  const left = delivered('tight', {}, {})
  const check = (tight: Delivery, loose = unlimited) =>
    judgeVerificationMaxAge(control, loose, tight, 'userinfo', 'given_name').observation
  expect(check(left)).toBe('pass')
  const stale = delivered('tight', {}, vc('given_name'))
  expect(check(stale)).toBe('violated')
  const fresh: Delivery = {
    ...stale,
    delivered: {
      token: answer(200, { access_token: 'a' }),
      idToken: {},
      userinfo: answer(200, {
        verified_claims: {
          verification: { trust_framework: 'eidas', time: '2026-01-01T00:00:01Z' },
          claims: { given_name: 'x' },
        },
      }),
    },
  }
  expect(check(fresh)).toBe('pass')
  // A max_age no verification exceeds must not leave the claim out.
  expect(check(left, delivered('unlimited', {}, {}))).toBe('violated')
})
