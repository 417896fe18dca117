import { expect } from '@playwright/test'
import type { CliRun } from './run-cli.ts'

// A run the harness refuses before the suite: exit 2, one line on stderr that says why, no stack
// trace, and nothing on stdout, where a suite that had started would report its checks. How soon
// it exits is left to the bench: a bound in seconds would fail on a busy machine, not on a bug.
export function expectRefusedBeforeTheSuite(run: CliRun, says: string | RegExp): void {
  expect(run.code, run.stderr).toBe(2)
  expect(run.stderr.trim().split('\n')).toHaveLength(1)
  if (typeof says === 'string') expect(run.stderr).toContain(says)
  else expect(run.stderr).toMatch(says)
  expect(run.stderr).not.toMatch(/\n\s+at /)
  expect(run.stdout, 'the suite never started').toBe('')
}
