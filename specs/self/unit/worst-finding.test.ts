import { expect, test } from '@playwright/test'
import {
  notApplicable,
  notJudged,
  pass,
  throttled,
  violated,
  worst,
} from '../../../fixtures/judges/findings.ts'

// A check of several parts passes only where every part was seen to pass or did not apply.
test('a pass beside a part not judged is not judged, naming what was seen', () => {
  const finding = worst(pass('the success response has iss'), notJudged('error: no answer'))
  expect(finding).toEqual({
    observation: 'skipped',
    reason: 'not-judged',
    detail: 'error: no answer (seen: the success response has iss)',
  })
  expect(worst(pass('a'), throttled('429'), notJudged('b'))).toMatchObject({ reason: 'throttled' })
})

test('a pass beside a part that does not apply passes', () => {
  expect(worst(pass('a'), notApplicable('no second client'))).toEqual({
    observation: 'pass',
    detail: 'a',
  })
})

test('a deviation seen stands beside a part not judged', () => {
  expect(worst(violated('no iss'), notJudged('no answer'), pass('c'))).toEqual({
    observation: 'violated',
    detail: 'no iss',
  })
})
