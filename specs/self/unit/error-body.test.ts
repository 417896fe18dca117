import { expect, test } from '@playwright/test'
import { judgeErrorBodies, judgeErrorBody } from '../../../fixtures/judges/error-body.ts'
import { redactor } from '../../../fixtures/evidence/redactor.ts'
import { answer } from '../support/exchange.ts'

const observation = (json: unknown) => judgeErrorBody(answer(400, json)).observation

test('a registered code with descriptions in the allowed characters is well-formed', () => {
  expect(
    observation({
      error: 'invalid_grant',
      error_description: 'the code is unknown',
      error_uri: 'https://example.com/errors#grant',
    }),
  ).toBe('pass')
  expect(observation({ error: 'invalid_grant', error_uri: '/errors/grant' })).toBe('pass')
})

test('a missing error, several codes or characters outside the charsets violate', () => {
  expect(observation({ error_description: 'no code' })).toBe('violated')
  expect(observation({ error: ['invalid_grant'] })).toBe('violated')
  expect(observation({ error: 'invalid_grant invalid_request' })).toBe('violated')
  expect(observation({ error: 'invalid_grant', error_description: 'a \u2014 dash' })).toBe(
    'violated',
  )
  expect(observation({ error: 'invalid_grant', error_description: 'say "no"' })).toBe('violated')
  expect(observation({ error: 'invalid_grant', error_description: 'line\nbreak' })).toBe('violated')
  expect(observation({ error: 'invalid_grant', error_uri: 'https://e.com/a b' })).toBe('violated')
  expect(observation({ error: 'invalid_grant', error_description: 42 })).toBe('violated')
})

test('a body that is not a JSON object violates', () => {
  expect(observation(undefined)).toBe('violated')
  expect(observation(['invalid_grant'])).toBe('violated')
})

test('an unregistered code is tolerated', () => {
  expect(observation({ error: 'code_expired' })).toBe('tolerated')
})

test('non-ASCII characters are named by code point in the detail', () => {
  const finding = judgeErrorBody(
    answer(400, { error: 'invalid_grant', error_description: 'a\u2014b' }),
  )
  expect(finding.detail).toContain('aU+2014b')
})

test('only error responses are judged: 4xx, or an error body sent as a success', () => {
  const crash = answer(500, { error: 'server_error', error_description: '\u2014' })
  const disguised = answer(200, { error: 'invalid_grant', error_description: '\u2014' })
  expect(judgeErrorBodies([crash, answer(400, { error: 'invalid_grant' })]).observation).toBe(
    'pass',
  )
  expect(judgeErrorBodies([disguised]).observation).toBe('violated')
  expect(() => judgeErrorBodies([crash])).toThrow(/no probe got an error response/)
})

// A server that names the secret it refused: the description is cut for the detail after it
// is redacted, so no cut leaves a part of the secret in clear (issue 19).
test('a description that echoes a secret shows its placeholder, never a part of it', () => {
  const secret = `echo-S3cret/"with"+odd & chars ${Date.now()}`
  redactor.register('client_secret', secret)
  for (let lead = 30; lead <= 90; lead += 7) {
    const description = `${'x'.repeat(lead)} secret ${secret} refused \u2014 try again`
    const { detail } = judgeErrorBody(
      answer(400, { error: 'invalid_client', error_description: description }),
    )
    for (let at = 0; at + 6 <= secret.length; at++) {
      expect(detail, `lead ${lead}`).not.toContain(secret.slice(at, at + 6))
    }
    expect(detail).not.toMatch(/<client_secret#?\d*…/)
  }
})
