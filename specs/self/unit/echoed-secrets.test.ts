import { expect, test } from '@playwright/test'
import { echoFinder } from '../../../fixtures/evidence/echoed-values.ts'
import { judgeEchoedSecrets } from '../../../fixtures/judges/echoed-secrets.ts'
import type { ErrorAnswer } from '../../../fixtures/scenarios/error-answers.ts'
import { exchangeAnswer, flowAnswer } from '../../../fixtures/scenarios/error-answers.ts'
import type { Exchange } from '../../../fixtures/transport/http/exchange.ts'

const secret = `Refl3ct "me" /back+forth & 100% <sure>, l'été`
const code = 'SplxlOBeZQQYbYS6WxSbIA'
const sought = [
  { name: 'the client_secret', value: secret },
  { name: 'the code', value: code },
]
const echoedValues = (values: typeof sought, text: string) => echoFinder(values)(text)
const htmlEscaped = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)
const everyCharEscaped = (text: string) =>
  Array.from(text, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`).join('')

test('a sought value is found as it is and in every encoding the redactor reads', () => {
  const encodings = [
    secret,
    encodeURIComponent(secret),
    new URLSearchParams({ x: secret }).toString(),
    JSON.stringify({ error_description: `bad secret ${secret}` }),
    everyCharEscaped(secret),
    htmlEscaped(secret),
    Buffer.from(`debug: ${secret}`).toString('base64'),
    encodeURIComponent(JSON.stringify({ echo: secret })),
  ]
  for (const text of encodings)
    expect(echoedValues(sought, text), text).toEqual(['the client_secret'])
  expect(echoedValues(sought, `code ${code} and ${encodeURIComponent(secret)}`).sort()).toEqual([
    'the client_secret',
    'the code',
  ])
})

test('only the sought values are found, not what the text marks as secret', () => {
  expect(
    echoedValues(sought, '{"client_secret":"made-up-wrong-one","code":"unknown-code"}'),
  ).toEqual([])
  expect(echoedValues(sought, `${secret.slice(0, 12)} is only the start`)).toEqual([])
})

const exchange = (
  status: number,
  body: string,
  headers: Record<string, string> = {},
): Exchange => ({
  request: { method: 'POST', url: 'https://as.example/token', headers: {}, body: '' },
  response: { status, headers, body, json: undefined, truncated: false },
  durationMs: 1,
})

const judged = (...answers: ErrorAnswer[]) => judgeEchoedSecrets(answers)

test('a secret in an address the browser is sent to violates AC-27, citing RFC 9700 §4.2', () => {
  const redirected = flowAnswer(
    'denied consent',
    {
      kind: 'redirected',
      url: new URL(
        `https://app.example/cb?error=access_denied&error_description=${encodeURIComponent(`you sent ${secret}`)}`,
      ),
      hops: [],
      acted: ['login'],
    },
    sought,
  )
  const finding = judged(redirected)
  expect(finding.observation).toBe('violated')
  expect(finding.detail).toContain('denied consent: the client_secret (the redirect to the client)')
  expect(finding.detail).not.toContain('Refl3ct')
  expect('cites' in finding && finding.cites?.[0]?.ref).toBe('RFC9700-4.2')

  const located = exchangeAnswer(
    'wrong redirect_uri',
    exchange(302, '', { location: `https://as.example/error?code=${code}` }),
    sought,
  )
  expect(judged(located).detail).toContain('wrong redirect_uri: the code (the Location)')
})

test('a secret in a body or a page is information in a pass: no text asks it there', () => {
  const body = exchangeAnswer(
    'wrong client_secret',
    exchange(
      401,
      JSON.stringify({ error: 'invalid_client', error_description: `expected ${secret}` }),
      {
        'www-authenticate': `Basic error_description="code ${code}"`,
      },
    ),
    sought,
  )
  const page = flowAnswer(
    'unknown client_id',
    {
      kind: 'stopped',
      screen: 'other',
      url: 'https://as.example/authorize?client_id=x',
      status: 400,
      text: `Debug: ${htmlEscaped(secret)}`,
      problem: undefined,
      hops: [],
      acted: [],
    },
    sought,
  )
  const finding = judged(body, page)
  expect(finding.observation).toBe('pass')
  expect(finding.detail).toContain(
    'wrong client_secret: the client_secret (the error body), the code (the www-authenticate header)',
  )
  expect(finding.detail).toContain('unknown client_id: the client_secret (the page)')
})

test('a made-up value echoed, or a success body, is not flagged', () => {
  const madeUp = exchangeAnswer(
    'unknown code',
    exchange(
      400,
      JSON.stringify({ error: 'invalid_grant', error_description: 'code xyz-made-up unknown' }),
    ),
    sought,
  )
  const success = exchangeAnswer('reused code', exchange(200, JSON.stringify({ code })), sought)
  const finding = judged(madeUp, success)
  expect(finding.observation).toBe('pass')
  expect(finding.detail).toBe(
    'no secret in the addresses of 2 error answers (unknown code, reused code)',
  )
})
