import { expect, test } from '@playwright/test'
import { judgeEmptyAsOmitted } from '../../../fixtures/judges/empty-as-omitted.ts'
import type { Finding } from '../../../fixtures/judges/finding.ts'
import type { FlowResult } from '../../../fixtures/transport/browser/flow.ts'

const redirectUri = 'http://127.0.0.1/app/callback'
const redirected = (query: string): FlowResult => ({
  kind: 'redirected',
  url: new URL(`${redirectUri}?${query}`),
  hops: [],
  acted: [],
})
const stopped: FlowResult = {
  kind: 'stopped',
  screen: 'other',
  url: 'http://127.0.0.1/oauth/authorize',
  status: 400,
  text: 'Bad request',
  problem: undefined,
  hops: [],
  acted: [],
}
const outcome = (finding: Finding) =>
  finding.observation === 'skipped' ? finding.reason : finding.observation
const judged = async (empty: FlowResult, omitted: FlowResult) => {
  let asked = 0
  const finding = await judgeEmptyAsOmitted(
    empty,
    () => {
      asked += 1
      return Promise.resolve(omitted)
    },
    redirectUri,
  )
  return { outcome: outcome(finding), detail: finding.detail, asked }
}

test('a code for the empty parameter passes, without asking the control', async () => {
  expect(await judged(redirected('code=c&state=s'), stopped)).toMatchObject({
    outcome: 'pass',
    asked: 0,
  })
})

test('refused sent empty but given a code left out: a violation', async () => {
  const found = await judged(redirected('error=invalid_request'), redirected('code=c'))
  expect(found).toMatchObject({ outcome: 'violated', asked: 1 })
  expect(found.detail).toMatch(/left out, the request got a code/)
})

test('the same refusal both ways passes; another error is a violation; two different pages are not judged', async () => {
  const denied = redirected('error=access_denied')
  expect((await judged(denied, redirected('error=access_denied'))).outcome).toBe('pass')
  expect((await judged(denied, redirected('error=invalid_scope'))).outcome).toBe('violated')
  expect((await judged(denied, stopped)).outcome).toBe('not-judged')
  // The same error page both ways is the same refusal; a sign-in page is no answer.
  expect((await judged(stopped, stopped)).outcome).toBe('pass')
  expect((await judged(stopped, { ...stopped, status: 403 })).outcome).toBe('not-judged')
  const signIn: FlowResult = { ...stopped, screen: 'login', status: 200 }
  expect((await judged(signIn, signIn)).outcome).toBe('not-judged')
})
