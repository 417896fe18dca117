import { setTimeout as delay } from 'node:timers/promises'
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

test('variants are in flight together, and one that throws first takes nothing from a slower one', async () => {
  const names = ['slow', 'throws', 'passes']
  let begun = 0
  let allBegun: () => void = () => undefined
  const together = new Promise<void>((resolve) => (allBegun = resolve))
  const finding = await judgeVariants(
    names.map((name) => ({ name })),
    async ({ name }) => {
      if (++begun === names.length) allBegun()
      // One at a time, the first variant would wait here alone until the bound says so.
      const company = await Promise.race([
        together.then(() => 'together'),
        delay(5_000).then(() => 'alone'),
      ])
      if (company === 'alone') return notJudged('ran alone')
      if (name === 'throws') timeOut()
      if (name === 'slow') await delay(50)
      return name === 'slow' ? violated('accepted') : pass('refused')
    },
  )
  expect(finding.observation).toBe('violated')
  expect(finding.detail).toMatch(/^slow: accepted .*\(not judged: throws\)$/)
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
