import { expect, test } from '@playwright/test'
import { runAgainst, type HostileRun } from './run-against.ts'
import type { HostileOptions } from './hostile-server.ts'

// A hang bound, not a speed: a whole run against one hostile kind ends within 4 minutes on a
// quiet machine (docs/hostile-targets.md has the measures), but took up to 7.6 minutes inside
// npm test beside the other tests; three times the quiet bound leaves room for a busy machine,
// and a run that waited on the target for each check is still cut long before it ends.
const killAfterMs = 720_000
// A correct target's whole run peaked at 1.9 GB here (the run's process tree, both workers'
// browsers included); a hostile kind may take at most 0.5 GB more, rounded up.
const peakRssMb = 2_500

// The whole suite, as a user runs it, against a target of one hostile kind: every id ends with
// the server's verdict or not judged with its reason; none is left unrun or cut by a time-out
// of the harness's own, and the run stays within its memory bound.
export async function wholeRunAgainst(
  options: HostileOptions & { readonly config?: object; readonly peakRssMb?: number },
): Promise<HostileRun> {
  test.setTimeout(killAfterMs + 120_000)
  const hostile = await runAgainst({ ...options, measureMemory: true, killAfterMs })
  test
    .info()
    .annotations.push(
      { type: 'wall', description: `${hostile.run.ms} ms` },
      { type: 'peak RSS', description: `${hostile.run.peakRssMb} MB` },
    )
  for (const result of hostile.report.results) {
    expect.soft(result.reason, `${result.id}: ${result.detail}`).not.toBe('not-run')
    expect.soft(result.detail, result.id).not.toMatch(/timed out after \d+ ms|Test timeout/)
  }
  expect(hostile.run.peakRssMb ?? 0, hostile.run.stderr).toBeLessThan(
    options.peakRssMb ?? peakRssMb,
  )
  return hostile
}
