import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { expect, test } from '@playwright/test'
import { sentState } from '../../fixtures/scenarios/shared-flows.ts'
import { ocr, secretsIn, tesseract } from './support/ocr.ts'
import type { LookalikeName } from './support/lookalike-server.ts'
import {
  lookalikeServerPerFile,
  authorizeAt,
  judgedDenialAt,
  picturedDenialAt,
  redirectParam,
} from './support/lookalike-run.ts'

// Pages of real products on which the harness was seen to go wrong (issue 30), as lookalikes
// (support/lookalike-field-pages.ts), with no selectors: each is got through as a careful person
// would, and a denial made on it is judged by what came back.
const server = lookalikeServerPerFile()

// The code Keycloak's one-time-code page asks for (lookalike-server.ts), as a fixed code.
const otpOf = (name: LookalikeName) =>
  name.includes('-otp') ? { otp: { code: '246813' } } : undefined

const consents = [
  'keycloak-grant',
  'keycloak-grant-v2',
  'keycloak-grant-otp',
  'ping-consent',
  'wso2-open-banking',
  'open-banking-required',
] as const

for (const name of consents) {
  test(`AC-10 passes on a ${name}-like consent page denied`, async ({ browser }) => {
    const finding = await judgedDenialAt(browser, server(), name, otpOf(name))
    expect(finding, finding.detail).toMatchObject({ observation: 'pass' })
  })

  test(`AC-10 fails where a ${name}-like consent page's denial is ignored`, async ({ browser }) => {
    const ignoring = `${name}-ignoring-denial` as const
    const finding = await judgedDenialAt(browser, server(), ignoring, otpOf(name))
    expect(finding, finding.detail).toMatchObject({ observation: 'violated' })
  })

  test(`approves through a ${name}-like consent page`, async ({ browser }) => {
    const result = await authorizeAt(browser, server(), name, 'approve', otpOf(name))
    expect(redirectParam(result, 'code')).toMatch(/^[\w-]{20,}$/)
    expect(result.decided).toBe(true)
  })
}

// Keycloak's grant page as a Keycloak user configures it: selectors for the sign-in page (its
// ids, the one-time code's too), and with them, or alone, the grant page's own ids. The grant
// page's "Yes" has the id of the sign-in and code pages' submit (kc-login), and the page is the
// answer to the sign-in form's POST.
const keycloakLogin = { username: '#username', password: '#password', submit: '#kc-login' }
const keycloakGrantIds = { approve: '#kc-login', deny: '#kc-cancel' }
const keycloakSelectors = {
  'sign-in selectors': { login: { ...keycloakLogin, otp: '#otp' } },
  'sign-in and consent selectors': { login: keycloakLogin, consent: keycloakGrantIds },
  'consent selectors': { consent: keycloakGrantIds },
}
const keycloakGrants = ['keycloak-grant', 'keycloak-grant-v2', 'keycloak-grant-otp'] as const
for (const [configured, interaction] of Object.entries(keycloakSelectors)) {
  for (const name of keycloakGrants) {
    const options = { ...otpOf(name), interaction }

    test(`AC-10 passes on a ${name}-like consent page denied, ${configured}`, async ({
      browser,
    }) => {
      const finding = await judgedDenialAt(browser, server(), name, options)
      expect(finding, finding.detail).toMatchObject({ observation: 'pass' })
    })

    test(`AC-10 fails where a ${name}-like denial is ignored, ${configured}`, async ({
      browser,
    }) => {
      const finding = await judgedDenialAt(browser, server(), `${name}-ignoring-denial`, options)
      expect(finding, finding.detail).toMatchObject({ observation: 'violated' })
    })

    test(`approves through a ${name}-like consent page, ${configured}`, async ({ browser }) => {
      const result = await authorizeAt(browser, server(), name, 'approve', options)
      expect(redirectParam(result, 'code')).toMatch(/^[\w-]{20,}$/)
      expect(result.decided).toBe(true)
    })
  }
}

// Glewlwyd 2.7.5's "What do you wish for?": Continue, never a menu, Logout or Change user.
test('approves through glewlwyd 2.7-like pages by pressing Continue only', async ({ browser }) => {
  const result = await authorizeAt(browser, server(), 'glewlwyd-2.7')
  expect(redirectParam(result, 'code')).toMatch(/^[\w-]{20,}$/)
})

// "Verify it's you with a security method": the password, never a push or an e-mail.
test('picks the password on an okta-like authenticator chooser', async ({ browser }) => {
  for (const decision of ['approve', 'deny'] as const) {
    const result = await authorizeAt(browser, server(), 'okta-authenticators', decision)
    const expected = decision === 'approve' ? 'code' : 'error'
    expect(redirectParam(result, expected), decision).toMatch(/^([\w-]{20,}|access_denied)$/)
  }
})

// The consent pages pictured as a certifier sees them: the decision's controls are read off the
// picture the denial's flow took, and nothing the page holds unpainted (its session code, a form
// token) is masked over them. A form's action and hidden fields carry the request's state and
// the server's codes.
const decisionWords = {
  'keycloak-grant': ['Yes', 'No'],
  'keycloak-grant-v2': ['Yes', 'No'],
  'ping-consent': ['Allow', 'Deny'],
  'wso2-open-banking': ['Confirm', 'Deny'],
  'open-banking-required': ['Confirm', 'Cancel'],
} as const
for (const [name, words] of Object.entries(decisionWords)) {
  test(`the picture of a ${name}-like consent page shows its decision`, async ({ browser }) => {
    const reader = tesseract()
    test.skip(reader.missing !== undefined, `no OCR engine: ${reader.missing ?? ''}`)
    const denied = await picturedDenialAt(browser, server(), name as LookalikeName)
    const picture = denied.pictures?.find((taken) => taken.name === 'consent page')
    if (!picture) throw new Error(`no consent page pictured: ${JSON.stringify(denied.acted)}`)
    const file = join(mkdtempSync(join(tmpdir(), 'oac-field-')), 'consent.png')
    writeFileSync(file, picture.png)
    const read = ocr(file)
    for (const word of words) expect(read, read).toMatch(new RegExp(`\\b${word}\\b`))
    expect(secretsIn(read, [{ label: 'state', value: sentState(denied) }])).toEqual([])
  })
}
