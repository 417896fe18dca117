import { expect, test } from '@playwright/test'
import { HarnessError } from '../../../fixtures/errors.ts'
import { notJudged, pass, violated } from '../../../fixtures/judges/findings.ts'
import { judgeTogether, judgeVariants } from '../../../fixtures/judges/variants.ts'
import { type Finding } from '../../../fixtures/judges/finding.ts'

const timeOut = (): Finding => {
  throw new HarnessError('HARNESS_HTTP_FAILED', 'POST /oauth/token failed: no answer (time-out)')
}
const bug = (): Promise<Finding> => Promise.reject(new TypeError('a harness bug'))

test('a violation stands when a later variant throws, whatever it throws', async () => {
  for (const later of [timeOut, bug]) {
    const finding = await judgeVariants(
      [
        { name: 'first', run: () => violated('accepted: HTTP 200 with an access_token') },
        { name: 'second', run: later },
      ],
      ({ run }) => run(),
    )
    expect(finding.observation).toBe('violated')
    expect(finding.detail).toMatch(/^first: accepted: HTTP 200 .* \(not judged: second\)$/)
  }
})

test('every variant runs after one that threw, and the last one decides as much as the first', async () => {
  const ran: string[] = []
  const finding = await judgeVariants(
    ['a', 'b', 'c'].map((name) => ({ name })),
    ({ name }) => {
      ran.push(name)
      if (name === 'a') timeOut()
      return name === 'c' ? violated('accepted') : pass('refused')
    },
  )
  expect(ran).toEqual(['a', 'b', 'c'])
  expect(finding.observation).toBe('violated')
})

test('passes beside a variant that was not seen are not judged, and say which were seen', async () => {
  const finding = await judgeVariants([{ name: 'seen' }, { name: 'unseen' }], ({ name }) =>
    name === 'seen' ? pass('refused') : notJudged('no answer'),
  )
  expect(finding).toEqual({
    observation: 'skipped',
    reason: 'not-judged',
    detail: 'unseen: no answer (seen: seen)',
  })
})

test('answers judged together: a deviation among those seen stands, a pass without all is not judged', () => {
  const seen = { ok: true, value: 'iss missing' } as const
  const lost = { ok: false, error: new HarnessError('HARNESS_HTTP_FAILED', 'no answer') } as const
  const judge = (observed: readonly { value: string }[]) =>
    observed.some(({ value }) => value === 'iss missing') ? violated('no iss') : pass('iss sent')
  const deviation = judgeTogether(
    [
      { name: 'success', answer: seen },
      { name: 'error', answer: lost },
    ],
    judge,
  )
  expect(deviation.observation).toBe('violated')
  expect(deviation.detail).toBe('success: no iss (not judged: error)')
  const unproven = judgeTogether(
    [
      { name: 'success', answer: { ok: true, value: 'iss sent' } as const },
      { name: 'error', answer: lost },
    ],
    judge,
  )
  expect(unproven).toMatchObject({ observation: 'skipped', reason: 'not-judged' })
})
