import { createServer, type IncomingHttpHeaders, type Server } from 'node:http'
import { brotliCompressSync, deflateSync, gzipSync } from 'node:zlib'
import { expect, test } from '@playwright/test'
import { HarnessError } from '../../../fixtures/errors.ts'
import { send } from '../../../fixtures/transport/http/http.ts'
import { judgeJsonMediaType, judgeSuccessBody } from '../../../fixtures/judges/token-response.ts'
import { bomb } from '../support/hostile/bombs.ts'
import { CheckContext } from '../../../fixtures/transport/check-context.ts'

// The token client decodes what a server compresses, whether asked to or not, and never holds
// more than the body limit of the decoded text.

interface Answer {
  readonly encoding: string
  readonly body: Buffer
}

const tokenJson = JSON.stringify({ access_token: 'tok-abcdef', token_type: 'Bearer' })
const seen: IncomingHttpHeaders[] = []
let answer: Answer = { encoding: 'identity', body: Buffer.from(tokenJson) }
let server: Server
let url = ''

test.beforeAll(async () => {
  server = createServer((req, res) => {
    seen.push(req.headers)
    res.writeHead(200, { 'content-type': 'application/json', 'content-encoding': answer.encoding })
    res.end(answer.body)
  })
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done))
  url = `http://127.0.0.1:${(server.address() as { port: number }).port}/oauth/token`
})

test.afterAll(() => {
  server.close()
})

const post = () => send({ method: 'POST', url, body: '{}' }, new CheckContext())
const notJudged = async () => {
  const error = await post().then(
    () => undefined,
    (e: unknown) => e,
  )
  expect(error).toBeInstanceOf(HarnessError)
  return (error as HarnessError).message
}

test('a gzip-compressed JSON token answer is decoded and judged as any other', async () => {
  answer = { encoding: 'gzip', body: gzipSync(tokenJson) }
  const exchange = await post()
  expect(exchange.response.body).toBe(tokenJson)
  expect(judgeSuccessBody(exchange).observation).toBe('tolerated')
  expect(judgeSuccessBody(exchange).detail).toContain('expires_in is missing')
  expect(judgeJsonMediaType(exchange).observation).toBe('pass')
  // Asked for as it is: a server that honours that sends it plain.
  expect(seen.at(-1)?.['accept-encoding']).toBe('identity')
})

test('x-gzip, deflate, br and stacked codings are decoded in reverse order of application', async () => {
  const cases: Answer[] = [
    { encoding: 'x-gzip', body: gzipSync(tokenJson) },
    { encoding: 'deflate', body: deflateSync(tokenJson) },
    { encoding: 'br', body: brotliCompressSync(tokenJson) },
    { encoding: 'gzip, br', body: brotliCompressSync(gzipSync(tokenJson)) },
    { encoding: 'deflate,identity, GZIP', body: gzipSync(deflateSync(tokenJson)) },
  ]
  for (const given of cases) {
    answer = given
    expect((await post()).response.json, given.encoding).toEqual(JSON.parse(tokenJson))
  }
  answer = { encoding: 'gzip', body: Buffer.alloc(0) }
  expect((await post()).response).toMatchObject({ body: '', truncated: false })
})

test('a body that inflates past the limit is not judged, whatever it weighs on the wire', async () => {
  for (const encoding of ['gzip', 'br'] as const) {
    answer = { encoding, body: await bomb(encoding, '{"access_token":"') }
    expect(answer.body.length).toBeLessThan(1_048_576)
    expect(await notJudged()).toMatch(
      new RegExp(
        `answered 200 with a body over the 1048576-byte limit once decoded \\(Content-Encoding ${encoding}\\); stopped reading it, not judged`,
      ),
    )
  }
  // Where the body is not judged as a whole, it is cut at the limit, decoded.
  const cut = await send({ method: 'GET', url }, new CheckContext(), {
    timeoutMs: 10_000,
    maxBodyBytes: 65_536,
  })
  expect(cut.response.truncated).toBe(true)
  expect(cut.response.body).toHaveLength(65_536)
  expect(cut.response.body.startsWith('{"access_token":"aaaa')).toBe(true)
})

test('a body that does not decode as its Content-Encoding is not judged, saying why', async () => {
  answer = { encoding: 'gzip', body: Buffer.from(tokenJson) }
  expect(await notJudged()).toMatch(
    /answered 200 with a body that does not decode: Content-Encoding gzip \(incorrect header check\); not judged$/,
  )
  answer = { encoding: 'gzip', body: gzipSync(tokenJson).subarray(0, 20) }
  expect(await notJudged()).toMatch(/Content-Encoding gzip \(unexpected end of file\)/)
  answer = { encoding: 'zstd', body: Buffer.from(tokenJson) }
  expect(await notJudged()).toMatch(
    /with a body that does not decode: Content-Encoding zstd, which the harness does not decode; not judged$/,
  )
  // Still an answer, where only its status counts.
  const probe = await send({ method: 'GET', url }, new CheckContext(), {
    timeoutMs: 10_000,
    maxBodyBytes: 65_536,
  })
  expect(probe.response).toMatchObject({ status: 200, truncated: true })
})
