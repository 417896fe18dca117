import { expect, test } from '@playwright/test'
import { UnsecuredJWT } from 'jose'
import { responseOf } from '../../../fixtures/transport/browser/response-parameters.ts'

// A signed response as JARM puts it in the query; the signature does not matter to the reading.
const jwt = (claims: Record<string, unknown>) => new UnsecuredJWT(claims).encode()
const callback = (query: Record<string, string>) => {
  const url = new URL('http://127.0.0.1/app/callback')
  for (const [name, value] of Object.entries(query)) url.searchParams.append(name, value)
  return url
}

test('a plain response is read from the query', () => {
  const read = responseOf(callback({ code: 'c-1', state: 's', iss: 'https://as.example' }))
  expect([...read]).toEqual([
    ['code', 'c-1'],
    ['state', 's'],
    ['iss', 'https://as.example'],
  ])
})

test("a signed response is read from inside: its string claims, not aud's array or exp", () => {
  const response = jwt({ code: 'c-1', state: 's', iss: 'https://as.example', aud: ['a'], exp: 9 })
  const read = responseOf(callback({ response }))
  expect(read.get('code')).toBe('c-1')
  expect(read.get('state')).toBe('s')
  expect(read.get('iss')).toBe('https://as.example')
  expect(read.has('aud')).toBe(false)
  expect(read.has('exp')).toBe(false)
  // An error is read so too: a refusal signed is still a refusal.
  expect(responseOf(callback({ response: jwt({ error: 'access_denied' }) })).get('error')).toBe(
    'access_denied',
  )
})

test('a parameter in the query beside the signed response wins; a response no JWT is the query', () => {
  const beside = callback({ code: 'plain', response: jwt({ code: 'inside' }) })
  expect(responseOf(beside).getAll('code')).toEqual(['plain'])
  const broken = responseOf(callback({ response: 'not-a-jwt', state: 's' }))
  expect(broken.get('state')).toBe('s')
  expect(broken.has('code')).toBe(false)
})
