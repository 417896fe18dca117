import { expect, test } from '@playwright/test'
import type { FlowResult } from '../../../fixtures/transport/browser/flow.ts'
import { HarnessError } from '../../../fixtures/errors.ts'
import { exitCodeOf } from '../../../fixtures/report/exit-code.ts'
import {
  errorPageOnly,
  judgeAuthorizationRefusal,
} from '../../../fixtures/judges/authorization-refusal.ts'
import { notJudged, pass } from '../../../fixtures/judges/findings.ts'
import { judgeProbes } from '../../../fixtures/judges/variants.ts'
import { sampleReport } from '../support/sample-report.ts'

// No answer is never a refusal, and what was not seen never passes.

const stop = (url: string, status: number | undefined): FlowResult => ({
  kind: 'stopped',
  screen: 'other',
  url,
  status,
  text: 'Authorization error',
  problem: undefined,
  hops: [],
  acted: [],
})

test("a negative check judges the server's error page, never the browser's", () => {
  const page = stop('https://as.example/oauth/authorize', 400)
  expect(judgeAuthorizationRefusal(page, errorPageOnly).observation).toBe('pass')
  for (const unseen of [
    stop('chrome-error://chromewebdata/', 400),
    stop('https://as.example/oauth/authorize', undefined),
    { ...page, unanswered: 'the browser got no answer: net::ERR_CONNECTION_RESET' },
    {
      ...page,
      problem: 'a form with 2 input fields that the generic interaction does not recognise',
    },
  ]) {
    expect(() => judgeAuthorizationRefusal(unseen, errorPageOnly)).toThrow(HarnessError)
  }
})

test('a redirect that leads nowhere (a loop) is a refusal without a 4xx', () => {
  const loop = stop('https://as.example/oauth/authorize', 302)
  expect(judgeAuthorizationRefusal(loop, errorPageOnly).observation).toBe('violated')
})

test('probes that passed beside probes that were not observed are not judged, not a pass', () => {
  const unseen = notJudged('the browser got no answer')
  const finding = judgeProbes([
    { name: 'missing', finding: pass('error page') },
    { name: 'unknown', finding: unseen },
  ])
  expect(finding.observation).toBe('skipped')
  expect(finding).toMatchObject({ reason: 'not-judged' })
  expect(finding.detail).toBe('unknown: the browser got no answer (seen: missing)')
  const both = judgeProbes([
    { name: 'a', finding: unseen },
    { name: 'b', finding: unseen },
  ])
  expect(both.detail).toBe('a, b: the browser got no answer')
})

test('exit 2 when nothing reached a verdict, even beside checks that do not apply', () => {
  const report = sampleReport({ 'AC-21': 'skip', 'AC-33': 'skip' })
  const results = report.results.map((r) =>
    r.id === 'AC-33'
      ? { ...r, reason: 'not-judged' as const, detail: 'not judged: target unreachable' }
      : r,
  )
  expect(exitCodeOf({ ...report, results })).toBe(2)
  expect(exitCodeOf(sampleReport({ 'AC-21': 'skip' }))).toBe(0)
})
