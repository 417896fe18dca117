import { expect, test } from '@playwright/test'
import { notRunPrefix } from '../../fixtures/errors.ts'
import { readReport, runCli } from './support/run-cli.ts'

// `npm start` as a user runs it: the whole suite against the embedded reference server, which
// implements everything correctly, so nothing may fail or warn.
test('the suite against the reference server: exit 0, no fail, no warn', async () => {
  test.setTimeout(180_000)
  const run = await runCli([])
  expect(run.code, run.stderr).toBe(0)
  const report = readReport(run)
  expect(report.results).toHaveLength(65)
  for (const result of report.results) {
    expect.soft(result.verdict, `${result.id}: ${result.detail}`).not.toMatch(/^(fail|warn)$/)
  }
  const judged = report.results.filter((r) => !r.detail.startsWith(notRunPrefix))
  for (const result of judged) {
    expect.soft(result.verdict, `${result.id}: ${result.detail}`).toBe('pass')
  }
})
