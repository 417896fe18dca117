import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { HarnessError } from '../fixtures/errors.ts'
import {
  detectChromium,
  fullChromiums,
  type BrowserChoice,
} from '../fixtures/transport/browser/chromium.ts'

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
