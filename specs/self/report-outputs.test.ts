import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { expect, test } from '@playwright/test'
import { outputs } from '../../fixtures/report/outputs.ts'
import { runCli } from './support/run-cli.ts'

// A stale conformance.json read as this run's result would pass a gate on a run that judged
// nothing. Everything a run writes goes first, even when the run stops at once; a user's own
// files in the folder stay.
test('old results never outlive a new run, even one that stops at a bad config', async () => {
  const reports = mkdtempSync(join(tmpdir(), 'oac-stale-'))
  for (const name of Object.values(outputs)) {
    if (name.includes('.')) writeFileSync(join(reports, name), 'old')
    else {
      mkdirSync(join(reports, name))
      writeFileSync(join(reports, name, 'old.txt'), 'old')
    }
  }
  writeFileSync(join(reports, 'notes.txt'), 'mine')
  const run = await runCli(['--reports', reports, '--config', join(reports, 'missing.json')])
  expect(run.code).toBe(2)
  for (const name of Object.values(outputs))
    expect(existsSync(join(reports, name)), name).toBe(false)
  expect(existsSync(join(reports, 'notes.txt'))).toBe(true)
})

test('a run writes every report the contract names, and the job summary on GitHub', async () => {
  test.setTimeout(180_000)
  const stepSummary = join(mkdtempSync(join(tmpdir(), 'oac-step-')), 'summary')
  writeFileSync(stepSummary, 'earlier step\n')
  const run = await runCli(['--grep', 'AC-30 '], { GITHUB_STEP_SUMMARY: stepSummary })
  expect(run.code, run.stderr).toBe(0)
  expect(readFileSync(stepSummary, 'utf8')).toMatch(
    /^earlier step\n# OAuth conformance: `reference server`/,
  )
  const expected = [
    'conformance.json',
    'summary.md',
    'junit.xml',
    'html/index.html',
    'allure-report.html',
  ]
  for (const file of expected) expect(existsSync(join(run.reports, file)), file).toBe(true)
  expect(existsSync(join(run.reports, outputs.allureResults))).toBe(true)
  expect(existsSync(join(run.reports, outputs.blob)), 'blob reports only for shards').toBe(false)
})
