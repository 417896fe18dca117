import { expect, test } from '@playwright/test'
import { genericInteraction } from '../../../fixtures/transport/browser/interactions/generic.ts'
import { onPage } from '../../../fixtures/transport/browser/interactions/generic-page.ts'
import {
  renderBoundMs,
  renderGraceMs,
  settled,
  type PageScan,
} from '../../../fixtures/transport/browser/interactions/page-scan.ts'
import { classify, kindOf } from '../../../fixtures/transport/browser/interactions/page-kinds.ts'
import { installReader } from '../../../fixtures/transport/browser/interactions/page-reader.ts'

// When the generic interaction decides that a page is neither sign-in nor consent: counted in
// looks at the page, not in milliseconds, so that a busy machine cannot change the answer.

const errorPage: PageScan = {
  url: 'https://as.example/oauth/authorize',
  title: 'Error',
  status: 200,
  sinceLoadedMs: 0,
  quietMs: 0,
  busy: false,
  scripted: true,
  password: false,
  username: false,
  submit: false,
  approve: false,
  weakApprove: false,
  deny: false,
  checkboxes: 0,
  chooser: false,
  interstitial: false,
  onward: false,
  controls: [],
  controlsSeen: '1-0.5',
}

test('a page served with an error status, or with no script, is settled at once', () => {
  expect(settled({ ...errorPage, status: 400 })).toBe(true)
  expect(settled({ ...errorPage, scripted: false })).toBe(true)
  expect(settled(errorPage)).toBe(false)
  expect(settled({ ...errorPage, status: undefined })).toBe(false)
  expect(settled({ ...errorPage, quietMs: renderGraceMs })).toBe(true)
})

test('a page still changing, or showing a spinner, is watched up to the bound', () => {
  const loadedLongAgo = { ...errorPage, sinceLoadedMs: renderBoundMs - 1 }
  expect(settled({ ...loadedLongAgo, quietMs: renderGraceMs - 1 })).toBe(false)
  expect(settled({ ...loadedLongAgo, quietMs: renderBoundMs - 1, busy: true })).toBe(false)
  expect(settled({ ...errorPage, sinceLoadedMs: renderBoundMs, busy: true })).toBe(true)
  expect(settled({ ...errorPage, status: 400, busy: true })).toBe(true)
})

test('an interstitial, a page whose one way on is "Continue" or a method chooser is acted on', () => {
  const lone = { ...errorPage, weakApprove: true }
  // Beside a field, a choice or an error (generic-page.ts decides onward), "Continue" is not.
  expect(classify(lone)).toBe('other')
  expect(classify({ ...lone, interstitial: true })).toBe('consent')
  expect(classify({ ...lone, onward: true })).toBe('consent')
  expect(classify({ ...errorPage, chooser: true })).toBe('login')
})

// A page that shows the given scans in turn, one per look, the last one from then on. A look
// also asks whether the page is a step between sign-in and consent (steps.ts): none is; and,
// once a page is decided, whether it asks for a one-time code (one-time-code.ts): none does.
// The page reader (page-reader.ts) is installed before each look.
function pageShowing(scans: readonly PageScan[]) {
  let looks = 0
  const page = {
    evaluate: (inPage: unknown, arg?: { action?: unknown }) => {
      if (inPage === installReader || arg === undefined) return Promise.resolve(undefined)
      if (inPage !== onPage) {
        return Promise.resolve(
          typeof arg.action === 'string' ? { kind: undefined } : { asks: false },
        )
      }
      const scan = scans[Math.min(looks, scans.length - 1)]
      looks++
      return Promise.resolve({ scan, filled: undefined, problem: undefined })
    },
    isClosed: () => false,
  }
  type Page = Parameters<typeof genericInteraction.identify>[0]
  return { page: page as unknown as Page, looks: () => looks }
}

test('an error page is decided on the first look', async () => {
  const shown = pageShowing([{ ...errorPage, status: 400 }])
  expect(await genericInteraction.identify(shown.page)).toBe('other')
  expect(shown.looks()).toBe(1)
})

test('a scripted page is decided on the first look after its render grace', async () => {
  const shown = pageShowing([errorPage, errorPage, { ...errorPage, quietMs: renderGraceMs }])
  expect(await genericInteraction.identify(shown.page)).toBe('other')
  expect(shown.looks()).toBe(3)
})

test('a form rendered during the grace is what the page is', async () => {
  const shown = pageShowing([errorPage, { ...errorPage, password: true }])
  expect(await genericInteraction.identify(shown.page)).toBe('login')
  expect(shown.looks()).toBe(2)
})

// The table of page kinds (page-kinds.ts): the first named predicate that holds decides.
test('page kinds: a harmful step wins, a sign-in form before a chooser, Yes beside No is consent', () => {
  const signIn = { ...errorPage, password: true }
  expect(kindOf({ scan: signIn, step: 'password-change', harmful: true }).kind).toBe('harmful step')
  expect(kindOf({ scan: signIn, step: 'accounts' })).toEqual(
    expect.objectContaining({ kind: 'sign-in', screen: 'login' }),
  )
  expect(kindOf({ scan: errorPage, step: 'accounts' }).kind).toBe('account chooser')
  expect(kindOf({ scan: errorPage, step: 'terms' }).screen).toBe('step')
  // Keycloak's login-oauth-grant: "Yes" and "No", named accept and cancel.
  const control = {
    form: 0,
    worded: undefined,
    primary: false,
    enabled: true,
    typing: false,
    leaves: false,
  }
  const grant = {
    ...errorPage,
    weakApprove: true,
    deny: true,
    controls: [
      { ...control, kind: 'submit', identifiers: 'accept kc-login' },
      { ...control, kind: 'submit', identifiers: 'cancel kc-cancel' },
    ],
  } as const
  expect(kindOf({ scan: grant })).toEqual(
    expect.objectContaining({ kind: 'consent', screen: 'consent' }),
  )
  expect(kindOf({ scan: errorPage }).kind).toBe('other')
})
