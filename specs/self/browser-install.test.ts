import { spawnSync } from 'node:child_process'
import { expect, test } from '@playwright/test'
import { playwrightInstallCommand } from '../../cli/browser.ts'

// Where no Chromium is found and apt-get cannot help, the command line runs this installer. It
// cannot download here, so a dry run proves the command: the project's own Playwright, which
// knows where its Chromium build goes.
test("the fallback installer is the project's Playwright installing its Chromium", () => {
  const [command, ...args] = playwrightInstallCommand()
  const run = spawnSync(command, [...args, '--dry-run'], { encoding: 'utf8' })
  expect(run.status, run.stderr).toBe(0)
  expect(run.stdout).toMatch(/playwright chromium v\d+\)\n\s+Install location:\s+\S*ms-playwright/)
})
