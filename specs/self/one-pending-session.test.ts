import { expect, test } from '@playwright/test'
import { onePendingServer } from './support/one-pending-server.ts'
import { runSelected } from './support/selected-run.ts'

// A server that keeps one pending authorization request per browser session refuses the form
// of a flow another flow of the same session overtook. Flows that run at once (the head starts,
// variants) must not share a session: every check still gets its code, and passes.
const checks = 'AC-01|AC-02|AC-30|AC-31|AC-33|AC-34|AC-35|AC-38'

test('one pending request per session: every check gets its code', async () => {
  test.setTimeout(300_000)
  const server = await onePendingServer()
  try {
    const { run, ran } = await runSelected(server.reference.targetConfig(), checks)
    for (const result of ran) {
      expect.soft(result.verdict, `${result.id}: ${result.detail}`).toBe('pass')
    }
    test.info().annotations.push({ type: 'refused forms', description: String(server.clashes()) })
    expect(run.code, run.stdout).toBe(0)
  } finally {
    await server.stop()
  }
})
