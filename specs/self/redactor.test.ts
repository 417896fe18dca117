import { expect, test } from '@playwright/test'
import { startEmbeddedTarget } from '../../fixtures/reference-server/embedded-target.ts'
import { Redactor } from '../../fixtures/evidence/redactor.ts'
import { registerTargetSecrets } from '../../fixtures/evidence/target-secrets.ts'

test('registered values get stable numbered placeholders', () => {
  const redactor = new Redactor()
  redactor.register('code', 'Zm9vYmFyYmF6')
  redactor.register('access_token', 'tok-123456')
  expect(redactor.redact('code=Zm9vYmFyYmF6 then tok-123456 and Zm9vYmFyYmF6')).toBe(
    'code=<code#1> then <access_token#1> and <code#1>',
  )
})

test('values in secret positions are caught without registration', () => {
  const redactor = new Redactor()
  const text = redactor.redact(
    '{"access_token":"abc.def","client_secret":"s3cr3t"} https://cb?code=x%2By123&state=ok authorization: Basic Zm9vOmJhcg==',
  )
  expect(text).not.toContain('abc.def')
  expect(text).not.toContain('s3cr3t')
  expect(text).not.toContain('x%2By123')
  expect(text).not.toContain('Zm9vOmJhcg==')
  expect(text).toContain('state=ok')
})

test('encoded forms of a registered value are redacted too', () => {
  const redactor = new Redactor()
  redactor.register('password', 'p@ss word/"q"')
  expect(redactor.redact(`a=${encodeURIComponent('p@ss word/"q"')}`)).toBe('a=<password#1>')
  expect(redactor.redact(JSON.stringify({ x: 'p@ss word/"q"' }))).toBe('{"x":"<password#1>"}')
})

test('redacting twice does not renumber placeholders', () => {
  const redactor = new Redactor()
  const once = redactor.redact('{"code":"abcdefgh"}')
  expect(redactor.redact(once)).toBe(once)
})

// The reporter and every worker redact with a redactor of their own, and each registers the
// configured secrets before anything else: they get the same placeholders in each process.
test('configured secrets get the same placeholders in every process', async () => {
  const { server, target } = await startEmbeddedTarget([])
  try {
    const reporter = new Redactor()
    const worker = new Redactor()
    registerTargetSecrets(target, reporter)
    registerTargetSecrets(target, worker)
    worker.register('client_secret', 'a-near-miss-secret-seen-later')
    const text = `${target.config.client.clientSecret} ${target.config.secondClient?.clientSecret ?? ''} ${target.config.user.password}`
    expect(worker.redact(text)).toBe(reporter.redact(text))
    expect(reporter.redact(text)).toBe('<client_secret#1> <client_secret#2> <password#1>')
    expect(worker.redact('a-near-miss-secret-seen-later')).toBe('<client_secret#4>')
  } finally {
    await server.stop()
  }
})

test('only an Authorization header value counts as credentials, not prose or challenges', () => {
  const redactor = new Redactor()
  const prose = 'HTTP Basic client authentication failed; www-authenticate: Bearer realm="x"'
  expect(redactor.redact(prose)).toBe(prose)
  expect(redactor.redact('authorization: Basic Zm9vOmJhcg==')).toBe(
    'authorization: Basic <credentials#1>',
  )
  expect(redactor.redact('the word client stays')).toBe('the word client stays')
})

test('among thousands of values sharing a start, the longest match is replaced', () => {
  const redactor = new Redactor()
  for (let i = 0; i < 5000; i++) redactor.register('access_token', `eyJ-${i}-token`)
  redactor.register('code', 'eyJ-7-token-and-more')
  expect(redactor.redact('a eyJ-7-token-and-more b eyJ-4999-token c eyJ-7-token')).toBe(
    'a <code#1> b <access_token#5000> c <access_token#8>',
  )
})

// A secret that starts inside another one (a password glued to a code, say) is hidden too: no
// character of either is left in clear, whichever starts first or is longer.
test('secrets that overlap in the text are both hidden, no part of either left', () => {
  const redactor = new Redactor()
  redactor.register('password', 'xkcd9')
  redactor.register('code', 'kcd9-QWERTY-long')
  const text = redactor.redact('a xkcd9-QWERTY-long b')
  expect(text).toBe('a <password#1><code#1> b')
})
