import { spawnSync } from 'node:child_process'
import { existsSync, readdirSync } from 'node:fs'
import { createRequire } from 'node:module'
import { homedir } from 'node:os'
import { dirname, join } from 'node:path'
import { HarnessError } from '../fixtures/errors.ts'

// Where a usable Chromium is: Playwright's own build first (undefined = let Playwright choose),
// then a distribution's headless shell, then a distribution's full browser. The headless shell
// is the build Playwright itself runs headless: measured here, a navigation costs it about 40%
// less CPU than the full browser in headless mode. /usr/lib/chromium/* skips Debian's wrapper
// scripts and starts faster.
const headlessShells = [
  '/usr/lib/chromium/chromium-headless-shell',
  '/usr/bin/chromium-headless-shell',
]
const fullChromiums = [
  '/usr/lib/chromium/chromium',
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
]

export type BrowserChoice = { readonly executablePath: string | undefined; readonly source: string }

export function detectChromium(): BrowserChoice | undefined {
  const own = playwrightChromium()
  if (own) return { executablePath: undefined, source: `Playwright's Chromium (${own})` }
  const system = [...headlessShells, ...fullChromiums].find((path) => existsSync(path))
  return system ? { executablePath: system, source: system } : undefined
}

// Asking Playwright where its Chromium is means loading Playwright, a third of the command's
// start-up. On Linux it keeps its browsers in one folder (PLAYWRIGHT_BROWSERS_PATH, else
// ms-playwright in the XDG cache): with no Chromium build there, the answer is known without it.
function playwrightChromium(): string | undefined {
  if (process.platform === 'linux' && process.env.PLAYWRIGHT_BROWSERS_PATH === undefined) {
    const cache = process.env.XDG_CACHE_HOME ?? join(homedir(), '.cache')
    const store = join(cache, 'ms-playwright')
    if (!existsSync(store) || !readdirSync(store).some((name) => name.startsWith('chromium'))) {
      return undefined
    }
  }
  const { chromium } = createRequire(import.meta.url)('playwright') as typeof import('playwright')
  const path = chromium.executablePath()
  return existsSync(path) ? path : undefined
}

// As root on Debian the project installs the headless shell itself (Debian's
// chromium-headless-shell), also beside a full Chromium, which runs the suite slower; elsewhere,
// with no Chromium at all, Playwright's installer fetches Playwright's build; if that fails
// too, it says what to install.
export function ensureChromium(log: (line: string) => void): BrowserChoice {
  const found = detectChromium()
  if (found && !fullChromiums.includes(found.executablePath ?? '')) return found
  if (process.getuid?.() === 0 && existsSync('/usr/bin/apt-get')) {
    log("Installing Debian's chromium-headless-shell with apt-get (about a minute, once)...")
    // Without package lists, fetch them only when there is no browser at all: a full Chromium
    // is enough to run, and an offline apt-get update would delay every run.
    if (!aptInstall('chromium-headless-shell') && !found) {
      spawnSync('apt-get', ['update', '-q'], { stdio: ['ignore', 'ignore', 'inherit'] })
      aptInstall('chromium-headless-shell')
    }
    const installed = detectChromium()
    if (installed) return installed
  }
  if (found) return found
  log("Installing Playwright's Chromium (npx playwright install chromium; a download, once)...")
  const [command, ...args] = playwrightInstallCommand()
  if (spawnSync(command, args, { stdio: ['ignore', 'ignore', 'inherit'] }).status === 0) {
    const installed = detectChromium()
    if (installed) return installed
  }
  throw new HarnessError(
    'HARNESS_BROWSER_MISSING',
    "no Chromium found: run `npx playwright install chromium`, or install your distribution's " +
      'chromium package (Debian: apt-get install chromium-headless-shell)',
  )
}

// The installer of the Playwright this project depends on, so that the build matches it: its
// package's bin, found beside its package.json (the package exports no path to it).
export function playwrightInstallCommand(): [string, ...string[]] {
  const manifest = createRequire(import.meta.url).resolve('playwright/package.json')
  return [process.execPath, join(dirname(manifest), 'cli.js'), 'install', 'chromium']
}

const aptInstall = (name: string) =>
  spawnSync('apt-get', ['install', '-y', '-q', name], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  }).status === 0

export const chromiumVariable = 'OAUTH_CONFORMANCE_CHROMIUM'
