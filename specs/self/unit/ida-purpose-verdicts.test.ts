import { expect, test } from '@playwright/test'
import { judgePurposeDisplay } from '../../../fixtures/judges/purpose-display.ts'
import {
  hostilePurpose,
  purposeParts,
  type PurposeDisplay,
} from '../../../fixtures/scenarios/purpose-display.ts'
import { redirected } from '../support/redirected.ts'

// IDA-04: what the consent page made of the purpose, judged from what was read of it.

const { text: purpose, markerId } = hostilePurpose()
type OnPage = Extract<PurposeDisplay, { kind: 'consent-page' }>
// What the scenario reads in the page, here from a text standing for the page's.
const page = (text: string, extra: Partial<OnPage> = {}): OnPage => ({
  kind: 'consent-page',
  purpose,
  shownWhole: text.includes(purpose),
  markerShown: text.includes(`Conformance ${markerId}`),
  lostParts: purposeParts.filter((part) => !text.includes(part)),
  injected: false,
  dialogs: [],
  ...extra,
})
const verdictOf = (display: PurposeDisplay) => {
  const finding = judgePurposeDisplay(display)
  return `${finding.observation}${'reason' in finding ? ` ${finding.reason}` : ''}`
}

test('IDA-04: the purpose whole as text passes', () => {
  expect(purpose.length).toBeGreaterThanOrEqual(3)
  expect(purpose.length).toBeLessThanOrEqual(300)
  expect(verdictOf(page(purpose))).toBe('pass')
})

test('IDA-04: markup that became the page, a dialog, characters removed or no purpose fail', () => {
  expect(verdictOf(page(purpose, { injected: true }))).toBe('violated')
  expect(verdictOf(page(purpose, { dialogs: ['alert "1"'] }))).toBe('violated')
  const twice = judgePurposeDisplay(page(purpose, { dialogs: ['alert "1"', 'alert "1"'] }))
  expect(twice.detail).toContain('2 dialogs (alert "1")')
  expect(twice.detail.match(/dialog/g)).toHaveLength(1)
  const stripped = purpose.replace(/[<>"'&]/g, '')
  const changed = judgePurposeDisplay(page(stripped))
  expect(changed.observation).toBe('violated')
  expect(changed.detail).toContain('"A&B"')
  expect(changed.detail).not.toContain('Approve')
  expect(judgePurposeDisplay(page('')).detail).toContain('does not show the purpose')
  expect(markerId).toMatch(/^m-[A-Za-z0-9x]+$/)
})

test('IDA-04: a refusal fails; no consent page is not applicable; a page not reached is not judged', () => {
  const flow = (query: string, decided?: boolean, control = redirected('code=c2')) => ({
    kind: 'no-consent-page' as const,
    flow: { ...redirected(query), ...(decided === undefined ? {} : { decided }) },
    control,
  })
  expect(verdictOf(flow('error=invalid_request'))).toBe('violated')
  // The same request with a plain purpose refused too: the refusal is not the purpose's.
  const both = flow('error=invalid_client', undefined, redirected('error=invalid_client'))
  expect(verdictOf(both)).toBe('skipped not-judged')
  expect(verdictOf(flow('error=temporarily_unavailable'))).toBe('skipped not-judged')
  expect(verdictOf(flow('code=c1', false))).toBe('skipped not-applicable')
  expect(verdictOf(flow('code=c1', true))).toBe('skipped not-judged')
  expect(verdictOf({ kind: 'unread', why: 'the page closed' })).toBe('skipped not-judged')
})
