import { expect, test, type Browser } from '@playwright/test'
import { NotApplicableError } from '../../fixtures/errors.ts'
import { onPage } from '../../fixtures/transport/browser/interactions/generic-page.ts'
import { genericWords } from '../../fixtures/transport/browser/interactions/generic-words.ts'
import { lookInPage } from '../../fixtures/transport/browser/interactions/page-look.ts'
import {
  renderGraceMs,
  settled,
  type PageScan,
} from '../../fixtures/transport/browser/interactions/page-scan.ts'
import type { Decision } from '../../fixtures/transport/browser/interactions/index.ts'
import { StuckFlowError } from '../../fixtures/transport/browser/stuck-page.ts'
import type { LookalikeName } from './support/lookalike-server.ts'
import {
  lookalikeServerPerFile,
  authorizeAt,
  judgedDenialAt,
  redirectParam,
} from './support/lookalike-run.ts'

// The generic interaction against pages shaped like common authorization servers', served
// in-process, driven by the same flow machinery as a conformance run.
const server = lookalikeServerPerFile()

const authorize = (browser: Browser, name: LookalikeName, decision: Decision = 'approve') =>
  authorizeAt(browser, server(), name, decision)
const judgedDenial = (browser: Browser, name: LookalikeName) =>
  judgedDenialAt(browser, server(), name)

// Consent pages that ask more than a click (accounts, terms, boxes ticked by default) and in
// languages with no word list here, told by structure (support/lookalike-consent-pages.ts).
const consents: readonly LookalikeName[] = [
  'hydra',
  'open-banking',
  'account-list',
  'ar',
  'ko',
  'tr',
  'ja-dot',
  'doorkeeper',
  'redrawing',
]

// The sign-in patterns of real products (support/lookalike-flow-pages.ts), and Keycloak's pages
// in seven more languages: each gives a code and a denial with no configuration.
const products: readonly LookalikeName[] = [
  'keycloak',
  'auth0',
  'spa',
  'okta',
  'dex',
  'entra',
  'kyc',
  'authentik',
  'framed',
  'cookie-banner',
  'anchors',
  'sign-in-consent',
  'slow',
  'de',
  'fr',
  'es',
  'ja',
  'it',
  'nl',
  'pt',
  ...consents,
  // Account choosers and steps between sign-in and consent (support/lookalike-step-pages.ts).
  'google-chooser',
  'entra-chooser',
  'continue-as',
  'keycloak-terms',
  'passkey-nudge',
  'okta-enrolment',
  'zitadel-accounts',
  // Sign-in controls that are not buttons, and a login name page (support/lookalike-signon-pages.ts).
  'ping-federate',
  'zitadel',
]
// Glewlwyd offers no control that refuses: its deny flow is not judged (below). Terms with a box
// to tick offer no way to decline; the sign-ins in languages without a word list here ask no
// consent.
const approving: readonly LookalikeName[] = [
  ...products,
  'input-submit',
  'glewlwyd',
  'agreement-terms',
  'ar-signin',
  'ko-signin',
  'tr-signin',
]
const withoutConsent: ReadonlySet<LookalikeName> = new Set([
  'input-submit',
  'ar-signin',
  'ko-signin',
  'tr-signin',
] as const)
for (const name of approving) {
  test(`gets a code through ${name}-like sign-in and consent pages`, async ({ browser }) => {
    const started = Date.now()
    const result = await authorize(browser, name)
    test.info().annotations.push({ type: 'flow ms', description: String(Date.now() - started) })
    expect(
      redirectParam(result, 'code'),
      JSON.stringify(result.kind === 'stopped' && result),
    ).toMatch(/^[\w-]{20,}$/)
    expect(result.acted[0]).toBe('login')
    // These have no consent step: nothing was decided.
    expect(result.decided).toBe(!withoutConsent.has(name))
    expect(server().leftTicked.filter((entry) => entry.startsWith(`${name}:`))).toEqual([])
  })
}

for (const name of products) {
  test(`denies through ${name}-like consent pages`, async ({ browser }) => {
    const result = await authorize(browser, name, 'deny')
    expect(redirectParam(result, 'error')).toBe('access_denied')
    expect(redirectParam(result, 'code')).toBeNull()
    expect(result.decided).toBe(true)
    expect(server().leftTicked.filter((entry) => entry.startsWith(`${name}:`))).toEqual([])
  })
}

// No consent step (as where an approval is remembered): the code came with no decision made,
// which a denial check must not take for an ignored refusal.
test('a deny flow that met no consent page says no decision was made', async ({ browser }) => {
  const result = await authorize(browser, 'input-submit', 'deny')
  expect(redirectParam(result, 'code')).toMatch(/^[\w-]{20,}$/)
  expect(result.decided).toBe(false)
})

// AC-10 where no page asks for a decision: asked again in a new session with prompt=consent
// (the lookalikes' metadata offers it), which shows the remembering server's consent page.
test('a remembered approval is asked again with prompt=consent, and denied', async ({
  browser,
}) => {
  expect(await judgedDenial(browser, 'remembering')).toMatchObject({ observation: 'pass' })
})

test('AC-10 does not apply where no page ever asks for a decision', async ({ browser }) => {
  const finding = await judgedDenial(browser, 'input-submit')
  expect(finding).toMatchObject({ observation: 'skipped', reason: 'not-applicable' })
  expect(finding.detail).toMatch(
    /^no page to deny on: .*also in a new browser session with prompt=consent: redirected to/,
  )
})

// Its one way on is "Continue", which approves: a denying flow stops there, never gets a code,
// and the checks that needed a denial do not apply (no control refuses).
test('does not go on through a glewlwyd-like page when denying', async ({ browser }) => {
  const denial = authorize(browser, 'glewlwyd', 'deny')
  await expect(denial).rejects.toThrow(NotApplicableError)
  await expect(denial).rejects.toThrow(
    /no way to deny: .*consent page: stuck on "Glewlwyd login" http:\S+\/glewlwyd\/authorize \(HTTP 200\): looked for a button or link named "cancel"/,
  )
})

test('a lone "Continue" on a page that says it is an error is not clicked', async ({ browser }) => {
  const result = await authorize(browser, 'error-continue')
  expect(result).toMatchObject({ kind: 'stopped', screen: 'other', problem: undefined })
  expect(result.acted).toEqual([])
})

test('two ways on named "Continue" are a choice, not judged and not clicked', async ({
  browser,
}) => {
  await expect(authorize(browser, 'account-choice')).rejects.toThrow(
    /awaits input \(controls that lead on: button "Continue as carol", button "Continue as dave"\)/,
  )
})

// Acting on these would change the account: the flow stops, not judged, naming the page, with
// no selectors that would type the password into a field of a new one.
const harmful = {
  'update-password': /asks for a password change, which the harness never does/,
  'expired-password': /asks for a password change, which the harness never does/,
  'required-passkey':
    /asks for an enrolment \(a passkey, security key or authenticator\) it cannot skip/,
} as const
for (const [name, named] of Object.entries(harmful)) {
  test(`stops on a ${name}-like page, acting on nothing`, async ({ browser }) => {
    const stopped = await authorize(browser, name as LookalikeName).catch((error: unknown) => error)
    expect(stopped).toBeInstanceOf(StuckFlowError)
    const { message, stuck } = stopped as StuckFlowError
    expect(message).toMatch(named)
    expect(stuck.refused).toMatch(/never does/)
    expect(JSON.parse(stuck.block)).toEqual({ interaction: { module: './my-flow.ts' } })
  })
}

test("another account's tile is never chosen: not judged, with the chooser's block", async ({
  browser,
}) => {
  const stopped = await authorize(browser, 'strangers-chooser').catch((error: unknown) => error)
  expect(stopped).toBeInstanceOf(StuckFlowError)
  const { message, stuck } = stopped as StuckFlowError
  expect(message).toMatch(
    /looked for a tile of the configured user, or a control named "use another account"/,
  )
  expect(stuck.found).toMatch(/dave@example.com/)
})

test('two password fields are a guess it does not make: not judged, typed into neither', async ({
  browser,
}) => {
  const stopped = await authorize(browser, 'two-secrets').catch((error: unknown) => error)
  expect(stopped).toBeInstanceOf(StuckFlowError)
  expect((stopped as StuckFlowError).message).toMatch(/awaits input \(fields to fill/)
  expect(JSON.parse((stopped as StuckFlowError).stuck.block)).toEqual({
    interaction: { module: './my-flow.ts' },
  })
})

test('a page still loading when its time is up is not judged', async ({ browser }) => {
  await expect(authorize(browser, 'loading-forever')).rejects.toThrow(
    /the page "Sign in" was still loading when its time was up/,
  )
})

test('an error page served with 400 is decided at once', async ({ browser }) => {
  const result = await authorize(browser, 'error-400')
  expect(result).toMatchObject({ kind: 'stopped', screen: 'other', problem: undefined })
  expect(result.acted).toEqual([])
  // The browser reports the status, so the first look decides (unit/generic-identify.test.ts).
  const first = await scanning(browser, 'error-400', (scan) => scan())
  expect(first.status).toBe(400)
  expect(settled(first)).toBe(true)
})

test('a scripted page that renders no form is decided when its grace is over', async ({
  browser,
}) => {
  const result = await authorize(browser, 'error-scripted')
  expect(result).toMatchObject({ kind: 'stopped', screen: 'other', problem: undefined })
  await scanning(browser, 'error-scripted', async (scan) => {
    expect((await scan()).scripted).toBe(true)
    // The page's own clock settles it; the time-out only bounds a machine too busy to run it.
    await expect.poll(async () => settled(await scan()), { timeout: 20 * renderGraceMs }).toBe(true)
  })
})

test('a consent page with no control that refuses is named with what was looked for', async ({
  browser,
}) => {
  // A denial does not apply: the error says where the flow stopped and what was missing.
  await expect(authorize(browser, 'no-deny', 'deny')).rejects.toThrow(
    /no way to deny: .*consent page: stuck on "Review" http:\S+\/no-deny\/consent \(HTTP 200\): looked for a button or link named "cancel"/,
  )
})

// Scans of a lookalike page as the generic interaction takes them, on a page of its own.
async function scanning<T>(
  browser: Browser,
  name: LookalikeName,
  use: (scan: () => Promise<PageScan>) => Promise<T>,
): Promise<T> {
  const page = await browser.newPage()
  try {
    await page.goto(`${server().baseUrl}/${name}/authorize`)
    const action = { kind: 'scan' } as const
    return await use(async () => {
      const seen = await lookInPage(page, onPage, { words: genericWords, action })
      if (!seen) throw new Error('the page was replaced while it was scanned')
      return seen.scan
    })
  } finally {
    await page.close()
  }
}
