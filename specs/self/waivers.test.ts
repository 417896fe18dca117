import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, test } from '@playwright/test'
import { verdictsOf } from './support/report-verdicts.ts'
import { readReport, runCli } from './support/run-cli.ts'
import { waiverFile } from './support/waiver-file.ts'

// The whole path: two checks fail on a faulty server; one waiver is current, one expired, one
// for a requirement that passes.
test('--waivers end to end: waived, expired and unused waivers are reported', async () => {
  test.setTimeout(180_000)
  const file = waiverFile([
    { id: 'AC-33', reason: 'ISSUE-1 reuse grace window', expires: '2999-12-31' },
    { id: 'AC-02', reason: 'ISSUE-2 state truncated', expires: '2000-01-01' },
    { id: 'AC-40', reason: 'ISSUE-3 fixed long ago', expires: '2999-12-31' },
  ])
  const faults = ['--fault', 'reuse-grace-window', '--fault', 'state-truncated']
  const grep = ['--grep', 'AC-(02|33|40) ']
  const run = await runCli([...faults, ...grep, '--waivers', file])
  expect(run.code, run.stderr).toBe(1)
  const report = readReport(run)
  expect(verdictsOf(report)).toMatchObject({ 'AC-33': 'waived', 'AC-02': 'fail', 'AC-40': 'pass' })
  expect(report.summary).toMatchObject({ fail: 1, waived: 1 })
  expect(report.waivers?.map((w) => [w.id, w.status])).toEqual([
    ['AC-33', 'applied'],
    ['AC-02', 'expired'],
    ['AC-40', 'unused'],
  ])
  const summary = readFileSync(join(run.reports, 'summary.md'), 'utf8')
  expect(summary).toContain('waiver for AC-02 expired on 2000-01-01')
  expect(summary).toContain('waiver for AC-40 is unused')
  expect(run.stdout).toContain('waiver for AC-40 is unused')
  const junit = readFileSync(join(run.reports, 'junit.xml'), 'utf8')
  expect(junit).toMatch(
    /AC-33 [^"]*"[^>]*>\s*<properties>[\s\S]*?<skipped message="waived until 2999-12-31/,
  )

  const waivedOnly = await runCli([
    '--fault',
    'reuse-grace-window',
    '--grep',
    'AC-33 ',
    '--waivers',
    file,
  ])
  expect(waivedOnly.code, waivedOnly.stderr).toBe(0)
})

test('a missing waivers file stops the run with one line naming it', async () => {
  const run = await runCli(['--waivers', '/nonexistent/waivers.json'])
  expect(run.code).toBe(2)
  expect(run.stderr.trim()).toBe(
    'oauth-conformance: /nonexistent/waivers.json: cannot read the file (ENOENT)',
  )
})
