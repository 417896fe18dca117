import { expect, test } from '@playwright/test'
import { citations } from '../../../fixtures/catalogue/citations.ts'
import {
  claimsRequestRefusal,
  judgeRefusedBeside,
  judgeTakenAndRefused,
} from '../../../fixtures/judges/claims-request.ts'
import type { Attempt } from '../../../fixtures/scenarios/claims-requests.ts'
import { refusedAtPar } from '../../../fixtures/transport/browser/pushed-request.ts'
import type { Authorization } from '../../../fixtures/transport/browser/authorizer.ts'
import { answer } from '../support/exchange.ts'
import { redirected } from '../support/redirected.ts'

// IDA-01 to IDA-03 and IDA-08: a refusal with invalid_request, returned to the client (error
// redirect or the PAR endpoint's answer), beside the same request taken.

const rule = claimsRequestRefusal(citations.claimPurpose)
const sent = { redirect_uri: 'https://app.example/cb' }

const atPar = (status: number, json: unknown): Authorization => {
  const pushed = { exchange: answer(status, json), requestUri: undefined, expiresIn: undefined }
  return { ...refusedAtPar(pushed), sent, pushed }
}
const errorPage: Authorization = {
  kind: 'stopped',
  screen: 'other',
  url: 'https://as.example/authorize',
  status: 400,
  text: 'Bad request',
  problem: undefined,
  hops: [],
  acted: [],
  sent,
}
const attempt = (what: string, flow: Authorization): Attempt => ({ what, flow })
const control = attempt('the control', redirected('code=c1&state=s'))

test('invalid_request in the redirect or from the PAR endpoint passes beside a control with a code', () => {
  const byRedirect = attempt('2 characters', redirected('error=invalid_request&state=s'))
  const byPar = attempt('301 characters', atPar(400, { error: 'invalid_request' }))
  const judged = judgeRefusedBeside(control, [byRedirect, byPar], rule)
  expect(judged.observation).toBe('pass')
  expect(judged.detail).toMatch(/2 characters: redirected with error=invalid_request/)
  expect(judged.detail).toMatch(/301 characters: the PAR endpoint refused it/)
})

test('a code fails; an error page or another error warns with the sentence; a 5xx at PAR is not judged', () => {
  const code = judgeRefusedBeside(control, [attempt('2', redirected('code=c2'))], rule)
  expect(code.observation).toBe('violated')
  const page = judgeRefusedBeside(control, [attempt('2', errorPage)], rule)
  expect(page).toMatchObject({ observation: 'wrong-error', cites: [citations.claimPurpose] })
  const other = judgeRefusedBeside(
    control,
    [attempt('2', atPar(400, { error: 'invalid_scope' }))],
    rule,
  )
  expect(other.observation).toBe('wrong-error')
  const broken = judgeRefusedBeside(control, [attempt('2', atPar(503, {}))], rule)
  expect(broken).toMatchObject({ observation: 'skipped', reason: 'not-judged' })
  // Not judged beside a violation: the violation stands.
  const both = [attempt('2', redirected('code=c3')), attempt('301', atPar(503, {}))]
  expect(judgeRefusedBeside(control, both, rule).observation).toBe('violated')
})

test('without a code for the control, a refusal proves nothing: not judged', () => {
  const refusedControl = attempt('the control', redirected('error=invalid_request'))
  const judged = judgeRefusedBeside(
    refusedControl,
    [attempt('2', redirected('error=invalid_request'))],
    rule,
  )
  expect(judged).toMatchObject({ observation: 'skipped', reason: 'not-judged' })
})

test('IDA-02: a purpose inside the bounds refused by the server fails; 301 taken fails too', () => {
  const over = attempt('301', redirected('error=invalid_request'))
  const taken = [attempt('3', redirected('code=a')), attempt('300', redirected('code=b'))]
  expect(judgeTakenAndRefused(control, taken, over, rule).observation).toBe('pass')
  const refused300 = [
    attempt('3', redirected('code=a')),
    attempt('300', redirected('error=invalid_request')),
  ]
  const judged = judgeTakenAndRefused(control, refused300, over, rule)
  expect(judged.observation).toBe('violated')
  expect(judged.detail).toMatch(/300: refused/)
  expect(
    judgeTakenAndRefused(control, taken, attempt('301', redirected('code=d')), rule).observation,
  ).toBe('violated')
})
