import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { expect, test } from '@playwright/test'
import { chromium } from 'playwright'
import { requirement } from '../../fixtures/catalogue/requirements.ts'
import { TargetConfig } from '../../fixtures/config/schema.ts'
import { Evidence } from '../../fixtures/evidence/evidence.ts'
import { pass } from '../../fixtures/judges/findings.ts'
import type { Check } from '../../fixtures/suite/registry.ts'
import { runCheck } from '../../fixtures/suite/run-check.ts'
import { runChromium } from '../../fixtures/transport/browser/chromium.ts'
import { interactionFor } from '../../fixtures/transport/browser/interactions/index.ts'
import { TargetSession } from '../../fixtures/transport/browser/target-session.ts'
import { stuckPagesServer } from './support/stuck-pages-server.ts'

// Two checks at once in one worker, as head starts and a distant target's pool make them: one
// whose flow stops on a page awaiting input, one the token endpoint throttles. Each check's
// notes are its own: the stuck one is not said to be throttled, the throttled one names no page.

// Answers 429 (Retry-After: 1) twice, then 200.
async function throttlingTokenEndpoint() {
  let requests = 0
  const server = createServer((_, res) => {
    requests++
    if (requests <= 2) res.writeHead(429, { 'retry-after': '1' }).end('slow down')
    else res.writeHead(200, { 'content-type': 'application/json' }).end('{"error":"invalid_grant"}')
  })
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done))
  const { port } = server.address() as AddressInfo
  return { url: `http://127.0.0.1:${port}/oauth/token`, close: () => server.close() }
}

test('a stuck check and a throttled check at once: each gets its own note', async () => {
  test.setTimeout(120_000)
  const pages = await stuckPagesServer('consent')
  const tokenEndpoint = await throttlingTokenEndpoint()
  const executablePath = runChromium()
  const browser = await chromium.launch(executablePath ? { executablePath } : {})
  const config = TargetConfig.parse({ ...pages.reference.targetConfig(), interaction: 'generic' })
  const target = {
    config,
    authorizationUrl: `${pages.baseUrl}/oauth/authorize`,
    tokenUrl: tokenEndpoint.url,
    label: 'stuck consent page, throttling token endpoint',
  }
  const session = new TargetSession(target, await interactionFor('generic'), browser)
  // The throttled check begins once the stuck one's flow has, so that its throttles fall while
  // the other check runs.
  const flowBegun = new AbortController()
  const begun = new Promise((resolve) => {
    flowBegun.signal.addEventListener('abort', resolve)
  })
  const stuckCheck: Check = {
    requirement: requirement('AC-01'),
    run: async ({ authorizer }) => {
      const flow = authorizer.grant()
      flowBegun.abort()
      await flow
      return pass('a code')
    },
  }
  const throttledCheck: Check = {
    requirement: requirement('AC-48'),
    run: async ({ tokenEndpoint: endpoint }) => {
      await begun
      const answer = await endpoint.redeem('made-up-code')
      return pass(`answered ${answer.response.status}`)
    },
  }
  const options = { strict: false, retries: 1 }
  try {
    const [stuck, throttled] = await Promise.all([
      runCheck(stuckCheck, session, new Evidence(), options),
      runCheck(throttledCheck, session, new Evidence(), options),
    ])
    expect(stuck.verdict).toMatchObject({ verdict: 'skip', reason: 'not-judged' })
    expect(stuck.stuck?.block).toContain('"consent"')
    expect(stuck.verdict.throttled).toBeUndefined()
    // A page awaiting input would stop a second try too: it is not tried again.
    expect(stuck.verdict.retries).toBeUndefined()
    expect(throttled.verdict).toMatchObject({ verdict: 'pass', throttled: 2 })
    expect(throttled.stuck).toBeUndefined()
  } finally {
    await session.close()
    await browser.close()
    tokenEndpoint.close()
    await pages.stop()
  }
})
