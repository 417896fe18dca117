import { expect } from '@playwright/test'
import { writeConfig } from './hostile/run-against.ts'
import { readReport, runCli } from './run-cli.ts'

// The command line against a target file, the checks chosen by ids "A|B|C" in one worker; the
// report's entries of exactly those checks.
export async function runSelected(config: object, ids: string) {
  const run = await runCli(['--config', writeConfig(config), '--grep', ids, '--workers', '1'])
  const report = readReport(run)
  const ran = report.results.filter((r) => r.reason !== 'not-run')
  expect(ran.map((r) => r.id).sort()).toEqual(ids.split('|').sort())
  return { run, report, ran }
}
