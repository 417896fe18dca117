import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, test } from '@playwright/test'
import { readReport, runCli } from './support/run-cli.ts'

// The release gate end to end: a clean run, then the same checks with one fault on, compared
// with it. The fault's id is the one regression; compared with a run that already had the
// fault, the same failure no longer blocks.
test('--baseline and --fail-on regressions against the reference server', async () => {
  test.setTimeout(600_000)
  const grep = ['--grep', 'AC-3[012] ', '--workers', '1']
  const fault = ['--fault', 'token-type-missing']
  const clean = await runCli(grep)
  expect(clean.code, clean.stderr).toBe(0)
  const cleanReport = readReport(clean)
  expect(cleanReport.versions?.catalogue).toMatch(/^\d+-[0-9a-f]{12}$/)
  expect(cleanReport.target.configDigest).toMatch(/^sha256:[0-9a-f]{64}$/)

  const baseline = join(clean.reports, 'conformance.json')
  const broken = await runCli([
    ...grep,
    ...fault,
    '--baseline',
    baseline,
    '--fail-on',
    'regressions',
  ])
  expect(broken.code, broken.stderr).toBe(1)
  const section = readReport(broken).baseline
  expect(section?.source).toBe(baseline)
  expect(section?.regressions.map(({ id, from, to }) => ({ id, from, to }))).toEqual([
    { id: 'AC-30', from: 'pass', to: 'fail' },
  ])
  expect(section).toMatchObject({ fixed: [], changed: [], added: [], removed: [] })
  expect(broken.stdout).toContain('WORSE  AC-30 [MUST] pass → fail')
  const summary = readFileSync(join(broken.reports, 'summary.md'), 'utf8')
  expect(summary.indexOf('❌ regression')).toBeGreaterThan(0)
  expect(summary.indexOf('❌ regression')).toBeLessThan(summary.indexOf('| id | level | verdict'))

  // The reports folder as the baseline: the failure is known and does not block (that the
  // default exit code still counts it is proven in unit/baseline.test.ts).
  const known = await runCli([
    ...grep,
    ...fault,
    '--baseline',
    broken.reports,
    '--fail-on',
    'regressions',
  ])
  expect(known.code, known.stderr).toBe(0)
  expect(readReport(known).baseline?.regressions).toEqual([])
})

test('a bad --baseline stops the run at once with one line naming it', async () => {
  const run = await runCli([
    '--baseline',
    '/nonexistent/conformance.json',
    '--fail-on',
    'regressions',
  ])
  expect(run.code).toBe(2)
  expect(run.stderr.trim()).toBe(
    'oauth-conformance: --baseline /nonexistent/conformance.json: cannot read the file (ENOENT)',
  )
})
