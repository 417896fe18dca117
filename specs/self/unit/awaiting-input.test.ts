import { expect, test } from '@playwright/test'
import { awaitingInput } from '../../../fixtures/transport/browser/awaiting-input.ts'
import { interactionBlock } from '../../../fixtures/transport/browser/interaction-block.ts'
import type { PageControl } from '../../../fixtures/transport/browser/page-controls.ts'

// How a page where a flow ended is told to await input (not judged) or to be the server's
// error page (judged as its refusal): docs/browser.md.
const button = (text: string, selector = `button:has-text("${text}")`): PageControl => ({
  kind: 'button',
  type: 'button',
  text,
  selector,
})
const link = (text: string, href: string, sameOrigin = true): PageControl => ({
  kind: 'link',
  type: 'a',
  text,
  selector: `a:has-text("${text}")`,
  href,
  sameOrigin,
})
const field = (type: string, selector: string): PageControl => ({
  kind: 'field',
  type,
  text: type,
  selector,
})
const on = (title: string, controls: PageControl[]) => ({ title, controls })

test.describe('awaits input', () => {
  const pages = {
    'a connector chooser (links on the origin)': on('Log in to dex', [
      link('Log in with Email', '/auth/local'),
      link('Log in with GitHub', '/auth/github'),
    ]),
    'a Continue interstitial': on('Glewlwyd', [button('Continue')]),
    'an unrecognised consent page': on('Access', [button('Let it'), button('Cancel')]),
    'a form with fields, even on a 4xx page that says error': on('Error', [field('text', '#otp')]),
  }
  for (const [name, page] of Object.entries(pages)) {
    test(name, () => {
      const status = name.includes('4xx') ? 401 : 200
      expect(awaitingInput(page, status, 'please choose').awaiting).toBe(true)
    })
  }
})

test.describe("is the server's error page", () => {
  const pages: Record<string, [ReturnType<typeof on>, number, string]> = {
    'no controls at all (the reference server)': [on('Authorization error', []), 400, 'x'],
    'HTTP 200, no controls': [on('Identity verification required', []), 200, 'not yet'],
    'a link back to the application': [
      on('Oops', [link('« Back to Application', '/realms/x/app')]),
      200,
      'something happened',
    ],
    'links away from the server only': [
      on('Sorry', [link('Docs', '/docs', false)]),
      200,
      'try later',
    ],
    'small print only': [on('Sorry', [link('Privacy', '/privacy'), link('Terms', '/t')]), 200, '.'],
    'a button on a 4xx page': [on('Bad request', [button('Try again')]), 400, 'bad'],
    'a button on a page that says invalid': [on('x', [button('OK')]), 200, 'Invalid redirect_uri'],
    'a page that says Fehler': [on('x', [button('Weiter')]), 200, 'Ein Fehler ist aufgetreten'],
  }
  for (const [name, [page, status, text]] of Object.entries(pages)) {
    test(name, () => {
      expect(awaitingInput(page, status, text).awaiting).toBe(false)
    })
  }
})

test('the block: login selectors for a sign-in form', () => {
  const block = interactionBlock([
    field('email', '#identifier'),
    field('password', 'input[name="pw"]'),
    button('Next', '#next'),
  ])
  expect(JSON.parse(block)).toEqual({
    interaction: {
      login: { username: '#identifier', password: 'input[name="pw"]', submit: '#next' },
    },
  })
})

test('the block: consent selectors for one way on and one way back', () => {
  const block = interactionBlock([button('Let it', '#on'), button('Cancel', '#back')])
  expect(JSON.parse(block)).toEqual({ interaction: { consent: { approve: '#on', deny: '#back' } } })
})

test('the block: a module for a chooser, which no selector block describes', () => {
  const block = interactionBlock([link('Email', '/a'), link('GitHub', '/b')])
  expect(JSON.parse(block)).toEqual({ interaction: { module: './my-flow.ts' } })
})

const formField = (type: string, selector: string, form: number, more = {}): PageControl => ({
  ...field(type, selector),
  form,
  ...more,
})
const formButton = (text: string, selector: string, form: number, submits = false) => ({
  ...button(text, selector),
  form,
  ...(submits ? { submits } : {}),
})

test("the block: the structure's selectors where no word names them", () => {
  const block = interactionBlock([
    formField('text', '#search', 0),
    formButton('찾기', '#find', 0, true),
    formField('text', '#a', 1),
    formField('password', '#b', 1),
    formButton('보기', '#show', 1),
    formButton('로그인', '#go', 1, true),
  ])
  expect(JSON.parse(block)).toEqual({
    interaction: { login: { username: '#a', password: '#b', submit: '#go' } },
  })
})

test('the block: a module for a password change, never its new-password fields', () => {
  const block = interactionBlock([
    formField('password', '#password-new', 0, { autocomplete: 'new-password' }),
    formField('password', '#password-confirm', 0, { autocomplete: 'new-password' }),
    formButton('Submit', '#submit', 0, true),
  ])
  expect(JSON.parse(block)).toEqual({ interaction: { module: './my-flow.ts' } })
})

test('the block: the control named for approval among several ways on', () => {
  const block = interactionBlock([
    button('Manage', '#manage'),
    button('Authorize', '#authorize'),
    button('Cancel', '#cancel'),
  ])
  expect(JSON.parse(block)).toEqual({
    interaction: { consent: { approve: '#authorize', deny: '#cancel' } },
  })
})
