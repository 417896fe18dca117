import { expect, test } from '@playwright/test'
import { notJudged, pass, violated } from '../../../fixtures/judges/findings.ts'
import { judgedBesidePlainRequest } from '../../../fixtures/judges/plain-request.ts'

test('a plain request without a code leaves its variations not judged, naming AC-01', () => {
  const plain = violated('no redirect: stopped on login page https://as.example/consent')
  expect(judgedBesidePlainRequest(plain)).toEqual({
    observation: 'skipped',
    reason: 'not-judged',
    detail:
      'the valid request itself got no code: AC-01 (no redirect: stopped on login page https://as.example/consent)',
  })
})

test('a plain request that got its code leaves its variations to be judged', () => {
  expect(judgedBesidePlainRequest(pass('redirected with a code'))).toBeUndefined()
  expect(judgedBesidePlainRequest(notJudged('time-out'))).toBeUndefined()
})
