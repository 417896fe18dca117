import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { expect, test } from '@playwright/test'
import { startForwardingProxy } from './support/forwarding-proxy.ts'
import { startHostileServer, type HostileServer } from './support/hostile/hostile-server.ts'
import { writeConfig } from './support/hostile/run-against.ts'
import { makeTestCertificates } from './support/hostile/test-ca.ts'
import { expectRefusedBeforeTheSuite } from './support/refused-run.ts'
import { verdictsOf } from './support/report-verdicts.ts'
import { readReport, runCli, type CliRun } from './support/run-cli.ts'
import { scanForSecrets } from './support/secret-scan.ts'

// The checks that take the browser through sign-in and consent (approved and denied) and the
// token client through redemption, reuse and the resource: every kind of request a run makes,
// in a fraction of the whole suite's time.
const grep = 'AC-01|AC-10|AC-33|AC-35'
const username = 'proxy-user'
// Characters that a URL must percent-encode, long enough to leave parts a scan can find.
const password = 'Pr0xy p@ss/w:rd%&"q"'

async function privateCaTarget(): Promise<{ server: HostileServer; config: object }> {
  const { caFile, key, cert } = makeTestCertificates()
  const server = await startHostileServer({ mode: 'faithful', tls: { key, cert } })
  return { server, config: { ...server.targetConfig(), tls: { ca: caFile } } }
}

function outputsOf(run: CliRun): string[] {
  const logs = mkdtempSync(join(tmpdir(), 'oac-proxy-logs-'))
  writeFileSync(join(logs, 'stdout.txt'), run.stdout)
  writeFileSync(join(logs, 'stderr.txt'), run.stderr)
  return [run.reports, logs]
}

test("through the target file's proxy (CONNECT to a private-CA target): the same verdicts, every request through it, its password nowhere", async () => {
  test.setTimeout(600_000)
  const { server, config } = await privateCaTarget()
  const proxy = await startForwardingProxy({ username, password })
  try {
    const direct = await runCli(['--config', writeConfig(config), '--grep', grep])
    expect(direct.code, direct.stderr).toBe(0)
    const before = server.arrivals.length

    const proxied = {
      ...config,
      proxy: `http://${username}:\${OAC_PROXY_PASSWORD}@${new URL(proxy.url).host}`,
    }
    const run = await runCli(['--config', writeConfig(proxied), '--grep', grep], {
      OAC_PROXY_PASSWORD: encodeURIComponent(password),
    })
    expect(run.code, run.stderr).toBe(direct.code)
    expect(verdictsOf(readReport(run))).toEqual(verdictsOf(readReport(direct)))

    // The target accepted connections only from the proxy's tunnels (loopback included, since
    // the proxy is named explicitly), and through them came the browser's and the token
    // client's requests alike.
    const tunnels = proxy.carried.filter((c) => c.kind === 'tunnel')
    expect(new Set(tunnels.map((t) => t.authority))).toEqual(
      new Set([new URL(server.baseUrl).host]),
    )
    const fromProxy = new Set(tunnels.map((t) => t.upstreamPort))
    const arrivals = server.arrivals.slice(before)
    expect(
      arrivals.filter((a) => !fromProxy.has(a.peerPort)),
      'requests that bypassed the proxy',
    ).toEqual([])
    const seen = new Set(arrivals.map((a) => `${a.method} ${a.path}`))
    for (const request of [
      'GET /oauth/authorize',
      'POST /login',
      'POST /consent',
      'POST /oauth/token',
      'GET /api/me',
    ]) {
      expect(seen, request).toContain(request)
    }

    const scan = scanForSecrets(outputsOf(run), [
      { label: 'proxy password', value: password, parts: true },
      { label: 'proxy credentials', value: `${username}:${password}` },
    ])
    expect(scan.hits).toEqual([])
  } finally {
    await proxy.stop()
    await server.stop()
  }
})

// HTTPS_PROXY is the CI runner's way out to the internet: loopback goes direct, in the browser
// as in the token client (Chromium's own rule for a proxy it was not told to carry loopback).
test('HTTPS_PROXY carries nothing to a loopback target, and the run is judged as without it', async () => {
  test.setTimeout(300_000)
  const { server, config } = await privateCaTarget()
  const proxy = await startForwardingProxy()
  try {
    const run = await runCli(['--config', writeConfig(config), '--grep', 'AC-01'], {
      HTTPS_PROXY: proxy.url,
      https_proxy: '',
    })
    expect(run.code, run.stderr).toBe(0)
    expect(readReport(run).results.find((r) => r.id === 'AC-01')?.verdict).toBe('pass')
    expect(proxy.carried).toEqual([])
  } finally {
    await proxy.stop()
    await server.stop()
  }
})

test('a proxy that takes no connection: exit 2 naming the proxy, not the target, without its password', async () => {
  const { server, config } = await privateCaTarget()
  const proxy = await startForwardingProxy()
  const address = new URL(proxy.url).host
  await proxy.stop()
  try {
    const proxied = {
      ...config,
      proxy: `http://${username}:${encodeURIComponent(password)}@${address}`,
    }
    const run = await runCli(['--config', writeConfig(proxied)])
    expectRefusedBeforeTheSuite(
      run,
      `proxy http://${address} (the target file's "proxy") unreachable: ECONNREFUSED`,
    )
    expect(run.stderr).not.toMatch(/target unreachable/)
    expect(
      scanForSecrets(outputsOf(run), [{ label: 'proxy password', value: password, parts: true }])
        .hits,
    ).toEqual([])
  } finally {
    await server.stop()
  }
})

test('an HTTPS_PROXY that is no http(s) proxy URL: exit 2 naming the variable', async () => {
  const { server, config } = await privateCaTarget()
  await server.stop()
  const run = await runCli(['--config', writeConfig(config)], {
    HTTPS_PROXY: `socks5://${username}:${encodeURIComponent(password)}@127.0.0.1:1080`,
    https_proxy: '',
  })
  expectRefusedBeforeTheSuite(run, 'HTTPS_PROXY: not an http:// or https:// proxy URL')
  expect(run.stderr).not.toContain(encodeURIComponent(password))
})

test('a proxy that refuses the credentials: exit 2 naming the proxy and its 407, for https and http targets', async () => {
  const proxy = await startForwardingProxy({ username, password })
  const wrong = `http://${username}:${encodeURIComponent(`${password}-wrong`)}@${new URL(proxy.url).host}`
  const refusal = `the proxy ${proxy.url} (the target file's "proxy") refused with 407: its credentials are missing or wrong`
  const https = await privateCaTarget()
  const http = await startHostileServer({ mode: 'faithful' })
  try {
    const tunnelled = await runCli(['--config', writeConfig({ ...https.config, proxy: wrong })])
    expectRefusedBeforeTheSuite(tunnelled, refusal)
    const forwarded = await runCli([
      '--config',
      writeConfig({ ...http.targetConfig(), proxy: wrong }),
    ])
    expectRefusedBeforeTheSuite(forwarded, refusal)
    for (const run of [tunnelled, forwarded])
      expect(run.stderr).not.toContain(encodeURIComponent(password))
    expect(proxy.carried).toEqual([])
  } finally {
    await proxy.stop()
    await https.server.stop()
    await http.stop()
  }
})
