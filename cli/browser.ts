import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { chromium } from 'playwright'
import { HarnessError } from '../fixtures/errors.ts'

// Where a usable Chromium is: Playwright's own build first (undefined = let Playwright choose),
// then a distribution's. /usr/lib/chromium/chromium skips Debian's wrapper script and starts faster.
const systemChromiums = [
  '/usr/lib/chromium/chromium',
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
]

export type BrowserChoice = { readonly executablePath: string | undefined; readonly source: string }

export function detectChromium(): BrowserChoice | undefined {
  if (existsSync(chromium.executablePath())) {
    return {
      executablePath: undefined,
      source: `Playwright's Chromium (${chromium.executablePath()})`,
    }
  }
  const system = systemChromiums.find((path) => existsSync(path))
  return system ? { executablePath: system, source: system } : undefined
}

// As root on Debian the project installs Chromium itself; elsewhere it says what to install.
export function ensureChromium(log: (line: string) => void): BrowserChoice {
  const found = detectChromium()
  if (found) return found
  const canInstall = process.getuid?.() === 0 && existsSync('/usr/bin/apt-get')
  if (canInstall) {
    log("No Chromium found: installing Debian's chromium with apt-get (about a minute)...")
    const install = () =>
      spawnSync('apt-get', ['install', '-y', '-q', 'chromium'], {
        stdio: ['ignore', 'ignore', 'inherit'],
        env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
      }).status === 0
    if (!install()) {
      spawnSync('apt-get', ['update', '-q'], { stdio: ['ignore', 'ignore', 'inherit'] })
      install()
    }
    const installed = detectChromium()
    if (installed) return installed
  }
  throw new HarnessError(
    'HARNESS_BROWSER_MISSING',
    "no Chromium found: run `npx playwright install chromium`, or install your distribution's " +
      'chromium package (Debian: apt-get install chromium)',
  )
}

export const chromiumVariable = 'OAUTH_CONFORMANCE_CHROMIUM'
