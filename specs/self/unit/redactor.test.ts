import { expect, test } from '@playwright/test'
import { startEmbeddedTarget } from '../../../fixtures/reference-server/embedded-target.ts'
import { excerpt, oneLine } from '../../../fixtures/evidence/excerpt.ts'
import { Redactor } from '../../../fixtures/evidence/redactor.ts'
import { registerTargetSecrets } from '../../../fixtures/evidence/target-secrets.ts'

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

// RFC 9449: a DPoP-bound token travels as "Authorization: DPoP <token>", its proof in a DPoP
// header; an echo of either the harness never registered is hidden as well.
test('DPoP-bound tokens and DPoP proofs in headers are hidden, prose about DPoP is not', () => {
  const redactor = new Redactor()
  const proof = 'eyJ0eXAiOiJkcG9wK2p3dCJ9.eyJodG0iOiJQT1NUIn0.c2lnbmF0dXJlLWJ5dGVz'
  expect(redactor.redact('authorization: DPoP dGhlLWJvdW5kLXRva2Vu')).toBe(
    'authorization: DPoP <credentials#1>',
  )
  expect(redactor.redact(`dpop: ${proof}`)).toBe('dpop: <dpop_proof#1>')
  expect(redactor.redact(`echoed ${proof} back`)).toBe('echoed <dpop_proof#1> back')
  const prose = 'DPoP: proof-of-possession is required; www-authenticate: DPoP algs="ES256"'
  expect(redactor.redact(prose)).toBe(prose)
})

test('among thousands of values sharing a start, the longest match is replaced', () => {
  const redactor = new Redactor()
  for (let i = 0; i < 5000; i++) redactor.register('access_token', `eyJ-${i}-token`)
  redactor.register('code', 'eyJ-7-token-and-more')
  expect(redactor.redact('a eyJ-7-token-and-more b eyJ-4999-token c eyJ-7-token')).toBe(
    'a <code#1> b <access_token#5000> c <access_token#8>',
  )
})

// A hostile target's token of 900,000 characters of one letter: its every position starts the
// value again. It is hidden, once, in a text that holds it twice; a value differing from it in
// one character is not; and the redactor answers at all (the trie walked it to its end from
// every position: hours).
test('a token of 900,000 repeated characters is hidden once where it stands, and only it', () => {
  const redactor = new Redactor()
  const token = 'T'.repeat(900_000)
  redactor.register('access_token', token)
  const twice = `{"echo":"${token}${token}"}`
  expect(redactor.redact(twice)).toBe(`{"echo":"<access_token#1>"}`)
  const other = `${token.slice(1)}U`
  expect(redactor.redact(`a ${other} b`)).toBe(`a ${other} b`)
  const random = Array.from({ length: 3000 }, (_, i) => (i * 7919).toString(36)).join('')
  redactor.register('refresh_token', random)
  expect(redactor.redact(`x${random}y`)).toBe('x<refresh_token#1>y')
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

// A secret with characters every encoding writes differently.
const odd = `Refl3ct "me" /back+forth & 100% <sure>, l'été\\ok!`
const withOdd = () => {
  const redactor = new Redactor()
  redactor.register('client_secret', odd)
  return redactor
}
const hex = (c: string) => c.charCodeAt(0).toString(16).padStart(4, '0')
const lowerHex = (text: string) => text.replace(/%[0-9A-F]{2}/g, (e) => e.toLowerCase())

test('URL and form encodings are redacted, percent escapes in either hex case', () => {
  const redactor = withOdd()
  const percent = encodeURIComponent(odd)
  const form = percent.replace(/%20/g, '+')
  for (const encoded of [percent, form, lowerHex(percent), lowerHex(form)]) {
    expect(redactor.redact(`a=${encoded}&b=1`), encoded).toBe('a=<client_secret#1>&b=1')
  }
})

test('JSON escapes are redacted, \\u escapes of some or all characters in either hex case', () => {
  const redactor = withOdd()
  const all = Array.from(odd, (c) => `\\u${hex(c)}`).join('')
  const forms = [
    JSON.stringify(odd).slice(1, -1),
    all,
    all.toUpperCase().replace(/\\U/g, '\\u'),
    // Go escapes <, > and &; PHP escapes /; others only what they must.
    JSON.stringify(odd)
      .slice(1, -1)
      .replace(/[<>&]/g, (c) => `\\u${hex(c)}`),
    JSON.stringify(odd).slice(1, -1).replace(/\//g, '\\/'),
    Array.from(odd, (c, i) => (i % 3 === 0 ? `\\u${hex(c).toUpperCase()}` : c))
      .join('')
      .replace(/"/g, '\\"')
      .replace(/\\(?!u)/g, '\\\\'),
  ]
  for (const encoded of forms) {
    expect(redactor.redact(`{"x":"${encoded}"}`), encoded).toBe('{"x":"<client_secret#1>"}')
  }
})

test('HTML character references are redacted, as an error page writes them', () => {
  const redactor = withOdd()
  const escape = (quote: string, apostrophe: string) =>
    odd.replace(
      /[&<>"']/g,
      (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': quote, "'": apostrophe })[c] ?? c,
    )
  for (const encoded of [
    escape('&quot;', '&#39;'),
    escape('&#34;', '&#x27;'),
    escape('&#x22;', '&#X27;'),
    escape('&quot;', '&apos;'),
    odd.replace(/[^a-z]/g, (c) => `&#${c.charCodeAt(0)};`),
  ]) {
    expect(redactor.redact(`<p>${encoded}</p>`), encoded).toBe('<p><client_secret#1></p>')
  }
})

test('encodings nested in one another are redacted, escapes and all', () => {
  const redactor = withOdd()
  const form = encodeURIComponent(odd).replace(/%20/g, '+')
  const everyChar = (text: string) => Array.from(text, (c) => `\\u${hex(c)}`).join('')
  const html = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;')
  for (const encoded of [
    // A form body echoed in JSON with every character escaped.
    everyChar(`client_secret=${form}`),
    // A JSON body echoed in a URL, and shown on a page.
    html(encodeURIComponent(JSON.stringify({ client_secret: odd }))),
    // A URL-encoded value encoded again.
    encodeURIComponent(encodeURIComponent(odd)),
  ]) {
    const redacted = redactor.redact(`[${encoded}]`)
    expect(redacted, encoded).toContain('<client_secret#1>')
    expect(redacted, encoded).not.toMatch(/back|forth|sure/)
  }
})

test('percent-encoded UTF-8 is read as the characters it encodes', () => {
  const redactor = new Redactor()
  redactor.register('password', 'été-çà-漢字-😀')
  const encoded = encodeURIComponent('été-çà-漢字-😀')
  expect(redactor.redact(`p=${encoded}`)).toBe('p=<password#1>')
  expect(redactor.redact(`p=${lowerHex(encoded)}`)).toBe('p=<password#1>')
  expect(redactor.redact(`p=&#233;t&#xE9;-çà-漢字-&#x1F600;`)).toBe('p=<password#1>')
})

test('Basic credentials of a configured client are redacted in every spelling', async () => {
  const { server, target } = await startEmbeddedTarget([])
  try {
    const redactor = new Redactor()
    const { clientId } = target.config.client
    registerTargetSecrets(
      {
        ...target,
        config: { ...target.config, client: { ...target.config.client, clientSecret: odd } },
      },
      redactor,
    )
    const form = (value: string) => encodeURIComponent(value).replace(/%20/g, '+')
    for (const pair of [
      `${form(clientId)}:${form(odd)}`,
      `${clientId}:${odd}`,
      `${clientId}:${lowerHex(form(odd))}`,
    ]) {
      const standard = Buffer.from(pair).toString('base64')
      const urlSafe = Buffer.from(pair).toString('base64url')
      for (const encoded of [standard, standard.replace(/=+$/, ''), urlSafe, `${urlSafe}==`]) {
        const redacted = redactor.redact(`authorization: Basic ${encoded}`)
        expect(redacted, encoded).toMatch(/^authorization: Basic <client_secret#1>=*$/)
      }
    }
  } finally {
    await server.stop()
  }
})

test('base64 that holds a known value is hidden whole, at any offset and inside escapes', () => {
  const redactor = withOdd()
  redactor.register('code', 'SplxlOBeZQQYbYS6WxSbIA')
  const echo = `POST /oauth/token\n\n{"code":"SplxlOBeZQQYbYS6WxSbIA","client_secret":${JSON.stringify(odd)}}`
  for (const prefix of ['', 'x', 'xy', 'xyz']) {
    const blob = Buffer.from(prefix + echo).toString('base64')
    for (const text of [
      `{"request_base64":"${blob}"}`,
      `{"request_base64":"${Buffer.from(prefix + echo).toString('base64url')}"}`,
      `debug=${encodeURIComponent(blob)}`,
      Array.from(`{"b":"${blob}"}`, (c) => `\\u${hex(c)}`).join(''),
    ]) {
      const redacted = redactor.redact(text)
      expect(redacted, text).toContain('<code#1><client_secret#1>')
      expect(redacted, text).not.toContain(blob.slice(8, 24))
    }
  }
  // Base64 of text without a known value, and words, stay as they are.
  const plain = `token ${Buffer.from('nothing secret in here').toString('base64')} authorization`
  expect(redactor.redact(plain)).toBe(plain)
})

test('text with escapes but no known value is left exactly as it was', () => {
  const redactor = withOdd()
  const text = `a=%2Fb&amp;c \\u0041 &#39;q&#39; 100% \\n &nosuch; %zz \\x41 ${'&amp;'.repeat(3)}`
  expect(redactor.redact(text)).toBe(text)
})

// The rule the issue is about: a detail is cut after it is redacted, never before, so that no
// cut leaves part of a secret the redactor no longer recognises; and a cut never splits the
// placeholder itself.
test('excerpt redacts first, then cuts, never leaving a part of a secret or of a placeholder', () => {
  const redactor = withOdd()
  const message = `the client_secret presented, ${odd}, is not this client's`
  const parts = Array.from({ length: odd.length - 5 }, (_, at) => odd.slice(at, at + 6))
  const faults: string[] = []
  for (let max = 10; max <= 90; max++) {
    for (const encoded of [odd, JSON.stringify(odd).slice(1, -1), encodeURIComponent(odd)]) {
      const shown = excerpt(message.replace(odd, encoded), max, oneLine, redactor)
      if (shown.length > max) faults.push(`${max}: longer: ${shown}`)
      if (parts.some((part) => shown.includes(part))) faults.push(`${max}: a part left: ${shown}`)
      if (/<[a-z_]*#?\d*…|<client_secret#1(?!>)/.test(shown)) {
        faults.push(`${max}: a placeholder cut: ${shown}`)
      }
    }
  }
  expect(faults).toEqual([])
  expect(excerpt(message, 48, oneLine, redactor)).toBe(
    'the client_secret presented, <client_secret#1>,…',
  )
  expect(excerpt(message, 46, oneLine, redactor)).toBe('the client_secret presented, …')
  expect(excerpt('short', 10, oneLine, redactor)).toBe('short')
  expect(excerpt(`a\n  b\t${odd}`, 100, oneLine, redactor)).toBe('a b <client_secret#1>')
})
