import { expect, test } from '@playwright/test'
import { redactor } from '../../../fixtures/evidence/redactor.ts'
import { printable } from '../../../fixtures/transport/http/exchange.ts'
import { answer } from '../support/exchange.ts'

// The reader stops at its size limit before anything is redacted: a secret the limit cut in
// two would leave its start in the evidence, unrecognised.
test('a body cut at the size limit does not show its end, where a secret may be cut in two', () => {
  const secret = `cut-S3cret/"in"+two ${Date.now()}`
  redactor.register('client_secret', secret)
  const body = `${'x'.repeat(70_000)} ${JSON.stringify(secret).slice(1, 14)}`
  const exchange = answer(200, undefined)
  const cut = { ...exchange, response: { ...exchange.response, body, truncated: true } }
  const shown = printable(cut)
  expect(shown).toContain('body truncated')
  expect(shown).toContain('x'.repeat(1000))
  expect(shown).not.toContain(secret.slice(0, 8))
  const whole = { ...exchange, response: { ...exchange.response, body: `a ${secret} b` } }
  expect(printable(whole)).toContain('a <client_secret#')
})
