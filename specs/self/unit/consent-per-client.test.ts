import { expect, test } from '@playwright/test'
import { judgeConsentPerClient } from '../../../fixtures/judges/consent-per-client.ts'
import type { FlowResult } from '../../../fixtures/transport/browser/flow.ts'
import type { Screen } from '../../../fixtures/transport/browser/interactions/interaction.ts'

const coded = (...acted: Screen[]): FlowResult => ({
  kind: 'redirected',
  url: new URL('https://app.example/cb?code=c'),
  hops: [],
  acted,
})

test('a code for another client without its consent page violates AC-25', () => {
  const approved = coded('login', 'consent')
  expect(judgeConsentPerClient(approved, coded('consent')).observation).toBe('pass')
  expect(judgeConsentPerClient(approved, coded()).observation).toBe('violated')
  // A server that never asks for consent has nothing to remember per client.
  const unasked = judgeConsentPerClient(coded('login'), coded())
  expect(unasked.observation === 'skipped' && unasked.reason).toBe('not-applicable')
})
