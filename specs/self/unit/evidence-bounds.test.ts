import { expect, test } from '@playwright/test'
import { Evidence, evidenceBounds } from '../../../fixtures/evidence/evidence.ts'
import { redactor } from '../../../fixtures/evidence/redactor.ts'

// A hostile server's refusals: a hundred token answers, each a deeply nested JSON body of
// half a megabyte. The evidence keeps the first few, each cut, and counts the rest.
test("a check's evidence keeps the first entries of each kind, cut, and counts the rest", () => {
  const evidence = new Evidence()
  const nested = `${'['.repeat(250_000)}${']'.repeat(250_000)}`
  for (let i = 0; i < 109; i++) evidence.add('token endpoint', `HTTP 400\n${nested}`)
  evidence.add('browser', 'GET /authorize → 302')
  const text = evidence.text()
  expect(text.length).toBeLessThan(evidenceBounds.checkChars + 1_000)
  expect(text.match(/^## token endpoint\n/gm)).toHaveLength(evidenceBounds.perTitle)
  expect(text).toContain('## browser\nGET /authorize → 302')
  expect(text).toContain(
    `## token endpoint: ${109 - evidenceBounds.perTitle} more, ${101 * (nested.length + 9)} characters, not written`,
  )
})

test('an entry is redacted before it is cut: no part of a secret is left at the cut', () => {
  const secret = 'tok-0123456789abcdefghijklmnopqrstuvwxyz'
  redactor.register('access_token', secret)
  const evidence = new Evidence()
  const padding = 'x'.repeat(evidenceBounds.entryChars - 20)
  evidence.add('resource', `${padding}${secret}${padding}`)
  const text = evidence.text()
  expect(text.length).toBeLessThanOrEqual(evidenceBounds.entryChars)
  expect(text).not.toContain('tok-0123')
})
