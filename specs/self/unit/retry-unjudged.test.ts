import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { expect, test } from '@playwright/test'
import { requirement } from '../../../fixtures/catalogue/requirements.ts'
import { TargetConfig } from '../../../fixtures/config/schema.ts'
import { Evidence } from '../../../fixtures/evidence/evidence.ts'
import { notJudged, pass, violated } from '../../../fixtures/judges/findings.ts'
import type { CheckBody } from '../../../fixtures/suite/check-body.ts'
import { runCheck } from '../../../fixtures/suite/run-check.ts'
import type { Interaction } from '../../../fixtures/transport/browser/interactions/index.ts'
import { TargetSession } from '../../../fixtures/transport/browser/target-session.ts'

// A check not judged for the harness's own footing runs once more and says so; a verdict the
// server's answer gave (fail, warn, pass) and a skip with no lost footing never run again.

// The first connection is reset; every later request is answered 400 invalid_grant.
async function resetsOnce() {
  let requests = 0
  const server = createServer((req, res) => {
    if (++requests === 1) req.socket.destroy()
    else res.writeHead(400, { 'content-type': 'application/json' }).end('{"error":"invalid_grant"}')
  })
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done))
  const { port } = server.address() as AddressInfo
  return { url: `http://127.0.0.1:${port}/token`, requests: () => requests, server }
}

// No browser: these checks use the token endpoint only.
function sessionFor(tokenUrl: string): TargetSession {
  // A token endpoint alone: no metadata to read DPoP from.
  const config = TargetConfig.parse({
    dpop: false,
    baseUrl: 'http://127.0.0.1:1',
    client: { clientId: 'app', clientSecret: 'retry-secret', redirectUri: 'http://127.0.0.1/cb' },
    user: { username: 'alice', password: 'retry-password' },
  })
  const target = { config, authorizationUrl: `${config.baseUrl}/authorize`, tokenUrl, label: 't' }
  return new TargetSession(
    target,
    {} as Interaction,
    {} as ConstructorParameters<typeof TargetSession>[2],
  )
}

const check = (run: CheckBody) => ({ requirement: requirement('AC-48'), run })
const redeemed: CheckBody = async ({ tokenEndpoint }) => {
  const answer = await tokenEndpoint.redeem('made-up-code')
  return pass(`answered ${answer.response.status}`)
}

test('a reset the first time: run once more, judged, and the retry is said', async () => {
  const target = await resetsOnce()
  try {
    const granted: number[] = []
    const { verdict } = await runCheck(check(redeemed), sessionFor(target.url), new Evidence(), {
      strict: false,
      retries: 1,
      allowMoreTime: (seconds) => granted.push(seconds),
    })
    expect(verdict.verdict).toBe('pass')
    expect(verdict.retries).toHaveLength(1)
    expect(verdict.retries?.[0]).toMatch(/failed after/)
    expect(target.requests()).toBe(2)
    // The second attempt gets time of its own.
    expect(granted.length).toBeGreaterThan(0)
  } finally {
    target.server.close()
  }
})

test('--retries-unjudged 0: not judged, and not run again', async () => {
  const target = await resetsOnce()
  try {
    const { verdict } = await runCheck(check(redeemed), sessionFor(target.url), new Evidence(), {
      strict: false,
      retries: 0,
    })
    expect(verdict).toMatchObject({ verdict: 'skip', reason: 'not-judged' })
    expect(verdict.retries).toBeUndefined()
    expect(target.requests()).toBe(1)
  } finally {
    target.server.close()
  }
})

test('a fail, and a skip whose footing held, run once', async () => {
  let runs = 0
  const failing = check(() => {
    runs++
    return Promise.resolve(violated('a second redemption answered 200'))
  })
  const { verdict: failed } = await runCheck(
    failing,
    sessionFor('http://127.0.0.1:1/t'),
    new Evidence(),
    {
      strict: false,
      retries: 3,
    },
  )
  expect(failed.verdict).toBe('fail')
  const unjudged = check(() => {
    runs++
    return Promise.resolve(notJudged('the valid request itself got no code: AC-01'))
  })
  const { verdict: skipped } = await runCheck(
    unjudged,
    sessionFor('http://127.0.0.1:1/t'),
    new Evidence(),
    {
      strict: false,
      retries: 3,
    },
  )
  expect(skipped.retries).toBeUndefined()
  expect(runs).toBe(2)
})
