// Runs chosen checks, each against a reference server with the fault that its first variant
// shows, behind a proxy that stops answering the token endpoint once the server has accepted the
// request it should have refused: every later variant times out. Prints the verdicts as JSON.
// A program of its own, since spec files load only outside Playwright's test runner.
import { createServer, request, type IncomingMessage, type ServerResponse } from 'node:http'
import { join } from 'node:path'
import { chromium } from 'playwright'
import { interactionFor } from '../../../fixtures/transport/browser/interactions/index.ts'
import { loadChecks } from '../../../fixtures/suite/registry.ts'
import { startEmbeddedTarget } from '../../../fixtures/reference-server/embedded-target.ts'
import { runCheck } from '../../../fixtures/suite/run-check.ts'
import { Evidence } from '../../../fixtures/evidence/evidence.ts'
import { specsRoot } from '../../../cli/matrix/spec-files.ts'
import type { FaultName } from '../../../fixtures/reference-server/index.ts'
import { TargetSession } from '../../../fixtures/transport/browser/target-session.ts'
import { runChromium } from '../../../fixtures/transport/browser/chromium.ts'

// `answered`: the token requests the server answers 200 before the proxy holds the rest: the
// first variant's, and for AC-66 before it the redemption that finds out PKCE is supported.
const laterVariantCases: ReadonlyArray<{ spec: string; fault: FaultName; answered?: number }> = [
  { spec: 'token/AC-38-redirect-uri-must-match.spec.ts', fault: 'token-any-registered-redirect' },
  { spec: 'token/AC-40-wrong-client-secret.spec.ts', fault: 'secret-prefix-compare' },
  { spec: 'token/AC-42-client-authentication-required.spec.ts', fault: 'client-auth-optional' },
  { spec: 'token/AC-44-client-id-mismatch.spec.ts', fault: 'client-id-mismatch-accepted' },
  { spec: 'token/AC-55-repeated-parameters.spec.ts', fault: 'duplicate-param-accepted' },
  {
    spec: 'pkce/AC-66-verifier-length-checked.spec.ts',
    fault: 'verifier-length-unchecked',
    answered: 2,
  },
]

// Forwards to the server until it has answered 200 so many times; then holds every request.
async function hangAfterAcceptances(
  upstream: string,
  answered: number,
): Promise<{ url: string; close(): void }> {
  let accepted = 0
  const held: ServerResponse[] = []
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    if (accepted >= answered) return void held.push(res)
    const forwarded = request(`${upstream}${req.url ?? ''}`, {
      method: req.method,
      headers: req.headers,
    })
    forwarded.on('response', (answer) => {
      if (answer.statusCode === 200) accepted++
      res.writeHead(answer.statusCode ?? 502, answer.headers)
      answer.pipe(res)
    })
    forwarded.on('error', () => res.destroy())
    req.pipe(forwarded)
  })
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done))
  const { port } = server.address() as { port: number }
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => {
      for (const res of held) res.destroy()
      server.close()
    },
  }
}

const executablePath = runChromium()
const browser = await chromium.launch(executablePath ? { executablePath } : {})
const checks = await loadChecks(laterVariantCases.map(({ spec }) => join(specsRoot, spec)))
const verdicts = await Promise.all(
  laterVariantCases.map(async ({ spec, fault, answered = 1 }) => {
    const { server, target } = await startEmbeddedTarget([fault])
    const tokenUrl = new URL(target.tokenUrl)
    const proxy = await hangAfterAcceptances(tokenUrl.origin, answered)
    const proxied = { ...target, tokenUrl: `${proxy.url}${tokenUrl.pathname}` }
    const session = new TargetSession(
      proxied,
      await interactionFor(target.config.interaction),
      browser,
    )
    try {
      const check = checks.get(join(specsRoot, spec))
      if (!check) throw new Error(`${spec} declares no check`)
      // Once: what is asked is the verdict a hang leaves, not whether a second try gets through.
      const { verdict } = await runCheck(check, session, new Evidence(), {
        strict: false,
        retries: 0,
      })
      return verdict
    } finally {
      await session.close()
      proxy.close()
      await server.stop()
    }
  }),
)
await browser.close()
process.stdout.write(JSON.stringify(verdicts))
