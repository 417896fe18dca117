import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, test } from '@playwright/test'
import { runSelected } from './support/selected-run.ts'
import { stuckPagesServer } from './support/stuck-pages-server.ts'

// What a user does with a stuck flow: copy the `interaction` block the run printed into the
// target file, as summary.md shows it, and run again. The consent page in words no
// interaction knows comes before the reference server's own sign-in and consent pages, which
// the block does not describe: the generic interaction still finds them.
test('the interaction block a stuck run prints gets the flow through when pasted', async () => {
  test.setTimeout(240_000)
  const server = await stuckPagesServer('consent')
  try {
    const target = { ...server.reference.targetConfig(), interaction: 'generic' }
    const stuck = await runSelected(target, 'AC-01|AC-33')
    const ac01 = stuck.report.results.find((r) => r.id === 'AC-01')
    expect(ac01?.reason).toBe('not-judged')
    // The pointer to the block survives the cut of a verdict's detail.
    expect(ac01?.detail).toContain('the summary has a block to paste')

    const summary = readFileSync(join(stuck.run.reports, 'summary.md'), 'utf8')
    const printed = /```json\n(.+)\n```/.exec(summary)?.[1] ?? ''
    expect(printed).toBe(stuck.report.stuckFlow?.block)
    const pasted = { ...target, ...(JSON.parse(printed) as object) }

    const { report } = await runSelected(pasted, 'AC-01')
    const result = report.results.find((r) => r.id === 'AC-01')
    expect(result?.verdict, result?.detail).toBe('pass')
  } finally {
    await server.stop()
  }
})
