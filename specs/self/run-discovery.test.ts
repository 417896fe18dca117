import { expect, test } from '@playwright/test'
import { startReferenceServer } from '../../fixtures/reference-server/index.ts'
import { startForwardingProxy } from './support/forwarding-proxy.ts'
import { writeConfig } from './support/hostile/run-against.ts'
import { readReport, runCli } from './support/run-cli.ts'

// The command line reads the target's metadata and profile once and hands them to every worker
// (transport/http/run-discovery.ts): a rate-limited target counts each request, and a worker
// asking again only repeats what the run already knows. Every request goes through a proxy
// that records it.
test("two workers, one reading of the target's metadata for the run", async () => {
  test.setTimeout(180_000)
  const server = await startReferenceServer()
  const proxy = await startForwardingProxy()
  try {
    const config = { ...server.targetConfig(), proxy: proxy.url }
    const ids = ['AC-01', 'AC-02', 'AC-30', 'AC-33']
    const run = await runCli([
      '--config',
      writeConfig(config),
      '--grep',
      ids.join('|'),
      '--workers',
      '2',
    ])
    expect(run.code, run.stderr).toBe(0)
    const judged = readReport(run).results.filter((r) => ids.includes(r.id))
    expect(judged.map((r) => r.verdict)).toEqual(['pass', 'pass', 'pass', 'pass'])
    const paths = proxy.carried.flatMap((c) =>
      c.kind === 'request' ? [new URL(c.url).pathname] : [],
    )
    // The checks' own requests went through the proxy too: it saw the run.
    expect(paths).toContain('/oauth/token')
    expect(paths.filter((path) => path.startsWith('/.well-known/'))).toEqual([
      '/.well-known/oauth-authorization-server',
    ])
  } finally {
    await proxy.stop()
    await server.stop()
  }
})
