import { expect, test } from '@playwright/test'
import { judgeRace, raceDetection, roundsToCatch } from '../../../fixtures/judges/race.ts'
import { answer } from '../support/exchange.ts'

const won = (token: string) => answer(200, { access_token: token, token_type: 'Bearer' })
const lost = () => answer(400, { error: 'invalid_grant' })

test('a race winning one round in three is caught with 99% in 12 rounds', () => {
  const rounds = roundsToCatch(raceDetection)
  expect(rounds).toBe(12)
  expect(1 - (2 / 3) ** rounds).toBeGreaterThanOrEqual(0.99)
  expect(1 - (2 / 3) ** (rounds - 1)).toBeLessThan(0.99)
})

test('exactly one token per round passes; the detail gives rounds and counts', () => {
  const finding = judgeRace([
    [won('a'), lost(), lost()],
    [lost(), won('b'), lost()],
  ])
  expect(finding.observation).toBe('pass')
  expect(finding.detail).toContain('2 rounds of 3 parallel redemptions')
  expect(finding.detail).toContain('redemptions granted per round: 1 1')
  expect(finding.detail).toContain('200×2, 400×4')
})

test('a second distinct token in any round violates', () => {
  const finding = judgeRace([
    [won('a'), lost()],
    [won('b'), won('c')],
  ])
  expect(finding.observation).toBe('violated')
  expect(finding.detail).toContain('redemptions granted per round: 1 2')
  expect(finding.detail).toContain('distinct access tokens in them: 2')
})

test('a replay answered 200 with the first token violates: a second grant, whatever it carries', () => {
  const finding = judgeRace([
    [won('a'), won('a'), won('a')],
    [won('b'), won('b'), won('b')],
  ])
  expect(finding.observation).toBe('violated')
  expect(finding.detail).toContain('redemptions granted per round: 3 3')
  expect(finding.detail).toContain('2 rounds granted more than one redemption')
  expect(finding.detail).toContain('distinct access tokens in them: 1 1')
})

test('errors sent with 200 are not counted as tokens', () => {
  const disguised = answer(200, { error: 'invalid_grant' })
  expect(judgeRace([[won('a'), disguised, disguised]]).observation).toBe('pass')
})

test('rounds where nothing was redeemed cannot be judged', () => {
  expect(() => judgeRace([[lost(), lost()]])).toThrow(/no redemption succeeded/)
})

test('two tokens in a round stand when later rounds got no answer; a pass needs every round', () => {
  const cut = { required: 12, unobserved: ['round 3: POST /oauth/token failed (time-out)'] }
  const raced = judgeRace(
    [
      [won('a'), won('b')],
      [won('c'), lost()],
    ],
    cut,
  )
  expect(raced.observation).toBe('violated')
  expect(raced.detail).toContain('not observed: round 3')
  const quiet = judgeRace(
    [
      [won('a'), lost()],
      [won('c'), lost()],
    ],
    cut,
  )
  expect(quiet).toMatchObject({ observation: 'skipped', reason: 'not-judged' })
  const short = judgeRace([[won('a'), lost()]], { required: 12, unobserved: [] })
  expect(short).toMatchObject({ observation: 'skipped', reason: 'not-judged' })
})

test('no round at all is not judged, naming why', () => {
  const none = judgeRace([], { required: 12, unobserved: ['round 1: target unreachable since …'] })
  expect(none).toMatchObject({ observation: 'skipped', reason: 'not-judged' })
  expect(none.detail).toBe('no round could be run: round 1: target unreachable since …')
})

test('rounds the server throttled do not count toward the rounds a pass needs', () => {
  const rounds = [
    [won('a'), lost()],
    [won('b'), lost()],
  ]
  const short = judgeRace(rounds, { required: 2, unobserved: [], throttled: [0, 1] })
  expect(short).toMatchObject({ observation: 'skipped', reason: 'throttled' })
  expect(short.detail).toContain('1 redemptions throttled, not processed')
  expect(short.detail).toContain('1 of the 2 rounds needed')
  const whole = judgeRace(rounds, { required: 2, unobserved: [], throttled: [0, 0] })
  expect(whole.observation).toBe('pass')
})

test('two tokens in a round stand even when the server throttled others', () => {
  const raced = judgeRace([[won('a'), won('b')], [lost()]], {
    required: 12,
    unobserved: [],
    throttled: [3, 5],
  })
  expect(raced.observation).toBe('violated')
})

test('when every redemption was throttled, the reason is throttling, not a failed precondition', () => {
  const none = judgeRace([[], []], { required: 12, unobserved: [], throttled: [10, 10] })
  expect(none).toMatchObject({ observation: 'skipped', reason: 'throttled' })
})
