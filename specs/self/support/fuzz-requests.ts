// Random and malformed HTTP requests from a seed, written as raw bytes so that nothing on the
// way (a client library) tidies them up.

// A small seeded generator (mulberry32): the same seed gives the same requests on every run.
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

const paths = ['/oauth/token', '/oauth/authorize', '/login', '/consent']
const methods = ['GET', 'POST', 'POST', 'POST', 'PUT', 'DELETE', 'OPTIONS', 'HEAD', 'PATCH', 'BREW']
const names = ['grant_type', 'code', 'client_id', 'client_secret', 'redirect_uri', 'state']
const moreNames = ['scope', 'response_type', 'code_verifier', 'code_challenge', 'request']
const parameterNames = [...names, ...moreNames, 'decision', 'csrf_token', 'username', 'password']
const contentTypes = [
  'application/json',
  'application/x-www-form-urlencoded',
  'application/json; charset=utf-16',
  'APPLICATION/JSON',
  'text/plain',
  'multipart/form-data; boundary=x',
  ';;;',
  '',
]
const oddValues = [
  '',
  '%',
  '%zz',
  '%00',
  '%C0%AF',
  'authorization_code',
  'conformance-app',
  'http://127.0.0.1/app/callback',
  'x'.repeat(5000),
  '\u00e9\u202e\ud83d\ude00',
  '"}{',
  '<script>',
  '../../etc/passwd',
]
const jsonBodies = [
  '{',
  '[]',
  'null',
  '"text"',
  '{"code":{}}',
  '{"grant_type":["authorization_code"]}',
  '{"grant_type":"authorization_code","grant_type":"x"}',
  '{"__proto__":{"admin":true},"client_id":"conformance-app"}',
  '{"constructor":"x","toString":"y"}',
  `${'['.repeat(20000)}${']'.repeat(20000)}`,
  '{"a":1e999999}',
  '\ufeff{"client_id":"conformance-app"}',
]

export function fuzzRequests(seed: number, count: number): Buffer[] {
  const random = seededRandom(seed)
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T
  const text = (length: number) =>
    Array.from({ length }, () => String.fromCharCode(Math.floor(random() * 0x250))).join('')
  const value = () => (random() < 0.3 ? encodeURIComponent(text(8)) : pick(oddValues))
  const pairs = () =>
    Array.from({ length: Math.floor(random() * 8) }, () => `${pick(parameterNames)}=${value()}`)
  const body = (): Buffer => {
    const kind = random()
    if (kind < 0.3) return Buffer.from(pick(jsonBodies))
    if (kind < 0.55) return Buffer.from(pairs().join('&'))
    if (kind < 0.7)
      return Buffer.from(JSON.stringify(Object.fromEntries(pairs().map((p) => p.split('=')))))
    if (kind < 0.85)
      return Buffer.from(Array.from({ length: 200 }, () => Math.floor(random() * 256)))
    return Buffer.alloc(70 * 1024 + Math.floor(random() * 1000), 'a')
  }
  // A token request of the right shape with random values: it gets past parsing, into the
  // handlers' own checks.
  const tokenRequest = (): Buffer => {
    const params = names.map((name) => [name, pick(oddValues)])
    const json = random() < 0.5
    const body = json
      ? JSON.stringify(Object.fromEntries(params))
      : new URLSearchParams([...params]).toString()
    const type = json ? 'application/json' : 'application/x-www-form-urlencoded'
    const head = `POST /oauth/token HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\nContent-Type: ${type}\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n`
    return Buffer.from(head + body)
  }
  return Array.from({ length: count }, () => {
    if (random() < 0.25) return tokenRequest()
    const query = random() < 0.6 ? `?${pairs().join(random() < 0.2 ? '&&' : '&')}` : ''
    const payload = random() < 0.6 ? body() : Buffer.alloc(0)
    const headers = [
      `Host: 127.0.0.1`,
      'Connection: close',
      `Content-Length: ${payload.length}`,
      ...(random() < 0.7 ? [`Content-Type: ${pick(contentTypes)}`] : []),
      ...(random() < 0.3
        ? [
            `Authorization: ${pick(['Basic ', 'Basic !!!', 'Bearer x', 'Basic Og==', 'Basic ' + Buffer.from(text(12)).toString('base64')])}`,
          ]
        : []),
      ...(random() < 0.3
        ? [
            `Cookie: ${pick(['reference_session=', 'reference_session=x;;;', '=;=', text(20).replace(/[\r\n]/g, '')])}`,
          ]
        : []),
      ...(random() < 0.2
        ? [`X-${encodeURIComponent(text(4))}: ${encodeURIComponent(text(30))}`]
        : []),
    ]
    const head = `${pick(methods)} ${pick(paths)}${query} HTTP/1.1\r\n${headers.join('\r\n')}\r\n\r\n`
    return Buffer.concat([Buffer.from(head, 'latin1'), payload])
  })
}
