import { expect, test } from '@playwright/test'
import { Redactor } from '../../fixtures/evidence/redactor.ts'

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
    '{"access_token":"abc.def","client_secret":"s3cr3t"} https://cb?code=x%2By123&state=ok Basic Zm9vOmJhcg==',
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
