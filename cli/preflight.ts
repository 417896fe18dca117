import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { SelectorsConfig, TargetConfig } from '../fixtures/config/schema.ts'
import { HarnessError } from '../fixtures/errors.ts'
import { TargetConnection } from '../fixtures/transport/http/target-connection.ts'
import type { BrowserChoice } from '../fixtures/transport/browser/chromium.ts'
import { runVariables } from '../fixtures/config/environment.ts'
import { isProxied, proxyRoute } from '../fixtures/config/proxy-route.ts'
import { probeProxy } from './proxy-probe.ts'

export interface Preflight {
  cleanup(): void
}

// The token client's way to the target, before the target is probed: its CA, and the run's proxy
// (proven reachable first: exit 2 naming it), which every worker then reads alike.
export async function connect(config: TargetConfig): Promise<TargetConnection> {
  const route = proxyRoute(config, process.env)
  if (route) {
    if (isProxied(route, config.baseUrl)) await probeProxy(route)
    process.env[runVariables.proxy] = JSON.stringify(route)
  }
  return new TargetConnection(config)
}

// What can be known wrong about a target file only once there is a browser, each an exit 2 with
// one line naming the field: its selectors, and its CA as the browser is given it. (The file
// itself is checked in load.ts, and the CA and proxy reach the token client in connect(),
// before the target is probed.)
export async function preflight(
  file: string,
  config: TargetConfig,
  browser: BrowserChoice,
): Promise<Preflight> {
  if (typeof config.interaction === 'object' && !('module' in config.interaction)) {
    await checkSelectors(file, config.interaction, browser)
  }
  const home = config.tls ? browserTrusting(file, config.tls.ca) : undefined
  if (home) process.env[runVariables.browserHome] = home
  return {
    cleanup: () => {
      if (home) rmSync(home, { recursive: true, force: true })
    },
  }
}

// Playwright parses a selector only when it is used: each is tried once on an empty page.
async function checkSelectors(file: string, selectors: SelectorsConfig, browser: BrowserChoice) {
  const fields = Object.entries(selectors).flatMap(([part, group]) =>
    Object.entries(group ?? {}).map(([name, selector]) => [
      `interaction.${part}.${name}`,
      selector,
    ]),
  )
  // Loaded here, not with the command: only a target with selectors needs a browser this early.
  const { chromium } = await import('playwright')
  const launched = await chromium.launch({
    ...(browser.executablePath ? { executablePath: browser.executablePath } : {}),
  })
  try {
    const page = await launched.newPage()
    for (const [field, selector] of fields) {
      await page
        .locator(selector as string)
        .count()
        .catch((error: unknown) => {
          const reason = (error as Error).message.split('\n')[0]?.replace(/^locator\.count: /, '')
          throw new HarnessError(
            'HARNESS_CONFIG_INVALID',
            `${file}: ${field}: not a valid Playwright selector: ${reason ?? ''}`,
          )
        })
    }
  } finally {
    await launched.close()
  }
}

// Chromium on Linux trusts what the NSS database in $HOME/.pki/nssdb trusts: a HOME of its own
// with the CA in it makes the browser verify the chain to that CA and the host name, as it does
// for any public CA. (--ignore-certificate-errors-spki-list would skip both checks for any chain
// that merely presents a pinned certificate.)
function browserTrusting(file: string, caFile: string): string {
  const certutil = findCertutil(file)
  const home = mkdtempSync(join(tmpdir(), 'oac-browser-home-'))
  const db = `sql:${join(home, '.pki', 'nssdb')}`
  mkdirSync(join(home, '.pki', 'nssdb'), { recursive: true })
  const steps = [
    ['-N', '-d', db, '--empty-password'],
    ['-A', '-d', db, '-n', 'oauth-conformance target CA', '-t', 'C,,', '-i', caFile],
  ]
  for (const args of steps) {
    const result = spawnSync(certutil, args, { encoding: 'utf8' })
    if (result.status !== 0) {
      rmSync(home, { recursive: true, force: true })
      throw new HarnessError(
        'HARNESS_CONFIG_INVALID',
        `${file}: tls.ca: certutil could not add ${caFile} for the browser: ${(result.stderr || result.stdout).trim().split('\n')[0] ?? ''}`,
      )
    }
  }
  return home
}

// As with Chromium itself: installed with apt-get as root on Debian, named otherwise.
function findCertutil(file: string): string {
  const path = '/usr/bin/certutil'
  if (existsSync(path)) return path
  if (process.getuid?.() === 0 && existsSync('/usr/bin/apt-get')) {
    spawnSync('apt-get', ['install', '-y', '-q', 'libnss3-tools'], {
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    })
    if (existsSync(path)) return path
  }
  throw new HarnessError(
    'HARNESS_BROWSER_MISSING',
    `${file}: tls.ca: the browser is given the CA with NSS's certutil, which is missing: install it (Debian: apt-get install libnss3-tools)`,
  )
}
