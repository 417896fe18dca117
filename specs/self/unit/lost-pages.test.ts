import { expect, test } from '@playwright/test'
import type { FlowResult } from '../../../fixtures/transport/browser/flow.ts'
import { LostPages, type MayAct } from '../../../fixtures/transport/browser/lost-pages.ts'

// A session whose flows keep losing their page stops acting on pages for a minute, not judged,
// naming the page; flows that meet no page to act on go on; one flow a minute acts again, and
// one that gets through ends the pause.

const walked = { hops: [], acted: [], decided: false } as const
const lost: FlowResult = {
  ...walked,
  kind: 'stopped',
  screen: 'other',
  url: 'http://127.0.0.1/oauth/authorize',
  status: 200,
  text: '',
  problem: undefined,
  unanswered: 'the page http://127.0.0.1/oauth/authorize did not answer for 10 s',
  lostFooting: true,
  pageLost: true,
}
const through: FlowResult = {
  ...walked,
  acted: ['login', 'consent'],
  kind: 'redirected',
  url: new URL('http://127.0.0.1/cb?code=x'),
}
const errorRedirect: FlowResult = { ...through, acted: [] }

function clocked() {
  let now = 0
  return { pages: new LostPages(() => now), pass: (ms: number) => (now += ms) }
}

// A flow that acts on a sign-in page, then ends as given.
const acting =
  (result: FlowResult | Promise<FlowResult>) =>
  async (mayAct: MayAct): Promise<FlowResult> => {
    mayAct('login')
    return await result
  }

const flows = (pages: LostPages, results: FlowResult[]) =>
  results.reduce<Promise<unknown>>(
    (before, result) => before.then(() => pages.watch(acting(result))),
    Promise.resolve(),
  )

test('three flows in a row that lost their page: the next acts on no page, naming the lost one', async () => {
  const { pages } = clocked()
  await flows(pages, [lost, lost, errorRedirect, lost])
  await expect(pages.watch(acting(through))).rejects.toThrow(
    /did not act on the login page: 3 flows in a row lost their page \(the last: the page http:\/\/127\.0\.0\.1\/oauth\/authorize did not answer/,
  )
  // A flow that meets no page to act on still runs.
  await expect(pages.watch(() => Promise.resolve(errorRedirect))).resolves.toBe(errorRedirect)
})

test('a flow that gets through a page ends the count', async () => {
  const { pages } = clocked()
  await flows(pages, [lost, lost, through, lost, lost])
  await expect(pages.watch(acting(through))).resolves.toBe(through)
})

test('a minute later one flow tries again, alone; getting through ends the pause', async () => {
  const { pages, pass } = clocked()
  await flows(pages, [lost, lost, lost])
  pass(60_000)
  let release: (result: FlowResult) => void = () => undefined
  const trying = pages.watch(acting(new Promise((settle) => (release = settle))))
  await expect(pages.watch(acting(through))).rejects.toThrow(/acts on no page before/)
  release(through)
  await trying
  await expect(pages.watch(acting(through))).resolves.toBe(through)
})

test('a try that loses its page again pauses for another minute', async () => {
  const { pages, pass } = clocked()
  await flows(pages, [lost, lost, lost])
  pass(60_000)
  await pages.watch(acting(lost))
  pass(59_000)
  await expect(pages.watch(acting(through))).rejects.toThrow(/4 flows in a row/)
})
