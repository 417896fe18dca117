import { spawnSync } from 'node:child_process'
import { createRequire } from 'node:module'
import { resolve } from 'node:path'
import { expect, test } from '@playwright/test'
import { selectByGrep } from '../../cli/grep.ts'
import { matchesGrep } from '../../fixtures/catalogue/selection.ts'
import { requirements } from '../../fixtures/catalogue/requirements.ts'
import { expectRefusedBeforeTheSuite } from './support/refused-run.ts'
import { readReport, runCli } from './support/run-cli.ts'

const require = createRequire(import.meta.url)
const root = resolve(import.meta.dirname, '../..')

// Playwright's own matching, over the real project name, spec paths and tags.
test('Playwright runs exactly the checks the pattern selected', () => {
  const pattern = 'code|pkce'
  const selected = requirements.filter(matchesGrep(pattern))
  expect(new Set(selected.map((r) => r.area)).size).toBeGreaterThan(2)
  const list = spawnSync(
    process.execPath,
    [
      require.resolve('@playwright/test/cli'),
      'test',
      '--config',
      'playwright.config.ts',
      '--project',
      'conformance',
      '--list',
      '--grep',
      selectByGrep(pattern).playwrightGrep,
    ],
    { cwd: root, encoding: 'utf8' },
  )
  expect(list.status, list.stderr).toBe(0)
  const listed = [...list.stdout.matchAll(/› ((?:AC|KYC|SVC|OIDC)-\d{2}) /g)].map((m) => m[1])
  expect(listed.sort()).toEqual(selected.map((r) => r.id).sort())
})

test('a pattern that matches no id or title stops the run with one line pointing to --list', async () => {
  const run = await runCli(['--grep', 'no-such-requirement'])
  expectRefusedBeforeTheSuite(run, 'oauth-conformance: --grep "no-such-requirement"')
  expect(run.stderr.trim()).toBe(
    'oauth-conformance: --grep "no-such-requirement" matches no requirement id or title (see --list)',
  )
})

test('--grep runs the checks whose title matches, not those of the folder or tag', async () => {
  const run = await runCli(['--grep', 'pkce'])
  expect(run.code, run.stderr).toBe(0)
  const ran = readReport(run).results.filter((r) => !r.detail.startsWith('not run: '))
  expect(ran.map((r) => r.id)).toEqual(['AC-60', 'AC-67'])
})
