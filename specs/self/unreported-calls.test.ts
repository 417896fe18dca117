import { expect, test } from '@playwright/test'
import { runCli } from './support/run-cli.ts'

// A flow's calls on its pages are made inside one call of the client's own (unreported-calls.ts):
// none is logged as a call of its own, so none took a stack trace or became a step. Playwright's
// debug log names each call it reports; the browser's launch and close are the runner's.
test('a flow makes its Playwright calls unreported: no stack trace and no step per call', async () => {
  const run = await runCli(['--grep', 'AC-01 ', '--workers', '1'], { DEBUG: 'pw:api' })
  expect(run.code, run.stderr).toBe(0)
  const reported = [...run.stderr.matchAll(/=> (\w+\.\w+) started/g)].map((m) => m[1])
  expect(reported, run.stderr.slice(0, 4_000)).toContain('browserType.launch')
  expect(
    reported.filter((call) => /^(page|frame|locator|elementHandle|jsHandle)\./.test(call ?? '')),
  ).toEqual([])
})
