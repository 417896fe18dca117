import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { expect, test } from '@playwright/test'
import { HarnessError } from '../../../fixtures/errors.ts'
import { unobservedBecause } from '../../../fixtures/judges/findings.ts'
import { RequestThrottle } from '../../../fixtures/reference-server/throttle.ts'
import { defaultLimits, send } from '../../../fixtures/transport/http/http.ts'
import { isThrottling, retryDelayMs } from '../../../fixtures/transport/throttling/retry-after.ts'
import { CheckContext } from '../../../fixtures/transport/check-context.ts'

test('429 always asks to slow down; 503 only with Retry-After; other statuses never', () => {
  expect(isThrottling(429, {})).toBe(true)
  expect(isThrottling(503, { 'retry-after': '2' })).toBe(true)
  expect(isThrottling(503, {})).toBe(false)
  expect(isThrottling(400, { 'retry-after': '2' })).toBe(false)
})

test('Retry-After in seconds or as a date; without a readable one, a doubling backoff', () => {
  const now = Date.parse('2026-11-24T10:00:00Z')
  expect(retryDelayMs('3', 0, now)).toBe(3000)
  expect(retryDelayMs('Tue, 24 Nov 2026 10:00:05 GMT', 0, now)).toBe(5000)
  expect(retryDelayMs('Tue, 24 Nov 2026 09:00:00 GMT', 0, now)).toBe(0)
  expect(retryDelayMs(undefined, 0, now)).toBe(1000)
  expect(retryDelayMs(undefined, 2, now)).toBe(4000)
  expect(retryDelayMs('soon', 1, now)).toBe(2000)
})

test('a thrown throttling error is a skip for the reason throttled, any other not judged', () => {
  const slowed = new HarnessError('HARNESS_THROTTLED', 'POST /oauth/token answered 429')
  expect(unobservedBecause(slowed)).toMatchObject({ observation: 'skipped', reason: 'throttled' })
  const gone = new HarnessError('HARNESS_HTTP_FAILED', 'time-out')
  expect(unobservedBecause(gone)).toMatchObject({ observation: 'skipped', reason: 'not-judged' })
})

test('the reference server throttles beyond its rate, and only what its scope covers', () => {
  const throttle = new RequestThrottle({ perSecond: 2, scope: 'token' })
  expect(throttle.refuse('/oauth/token', 0)).toBeUndefined()
  expect(throttle.refuse('/oauth/token', 10)).toBeUndefined()
  const refused = throttle.refuse('/oauth/token', 20)
  expect(refused).toMatchObject({ status: 429, headers: { 'retry-after': '1' } })
  expect(throttle.refuse('/login', 30)).toBeUndefined()
  expect(throttle.refuse('/oauth/token', 1001)).toBeUndefined()
})

// A loopback server that answers the first `throttled` requests with `status` and Retry-After.
async function throttlingServer(
  throttled: number,
  status = 429,
  retryAfter = '0',
): Promise<{ url: string; requests: () => number; server: Server }> {
  let requests = 0
  const server = createServer((_, res) => {
    requests++
    if (requests <= throttled) res.writeHead(status, { 'retry-after': retryAfter }).end('slow down')
    else res.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}')
  })
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done))
  const { port } = server.address() as AddressInfo
  return { url: `http://127.0.0.1:${port}/oauth/token`, requests: () => requests, server }
}

test('the token client waits as asked and sends the same request again', async () => {
  const target = await throttlingServer(2, 503)
  try {
    const context = new CheckContext()
    const exchange = await send({ method: 'POST', url: target.url, body: '{}' }, context)
    expect(exchange.response.status).toBe(200)
    expect(target.requests()).toBe(3)
    expect(context.throttling.times).toBe(2)
    // Answered in the end: nothing to try again.
    expect(context.footing).toBeUndefined()
  } finally {
    target.server.close()
  }
})

test('a server that throttles longer than the harness waits is throttled, not judged', async () => {
  const target = await throttlingServer(100, 429, '3600')
  try {
    const context = new CheckContext()
    const sent = send({ method: 'POST', url: target.url, body: '{}' }, context)
    await expect(sent).rejects.toMatchObject({ code: 'HARNESS_THROTTLED' })
    expect(context.footing).toBe('throttled by the target')
    await expect(sent).rejects.toThrow(/answered 429 \(Retry-After: 3600\), longer than/)
    expect(target.requests()).toBe(1)
  } finally {
    target.server.close()
  }
})

test('in a burst, a throttled answer is not sent again', async () => {
  const target = await throttlingServer(1)
  try {
    const sent = send({ method: 'POST', url: target.url, body: '{}' }, new CheckContext(), {
      ...defaultLimits,
      burst: true,
    })
    await expect(sent).rejects.toThrow(/within a concurrent burst/)
    expect(target.requests()).toBe(1)
  } finally {
    target.server.close()
  }
})
