import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, test } from '@playwright/test'
import { runSelected } from './support/selected-run.ts'
import { stuckPagesServer, type StuckPageName } from './support/stuck-pages-server.ts'

// A flow that ends on a page still asking for input is the harness's failure to get through,
// never the server's refusal: the checks that needed it are not judged, none passes, warns or
// fails on it, and the run says once where it stuck and what to put in the target file.
const checks = 'AC-01|AC-04|AC-05|AC-10|AC-33|KYC-01'

const expectedBlock: Record<StuckPageName, RegExp> = {
  chooser: /\{"interaction":\{"module":"\.\/my-flow\.ts"\}\}/,
  interstitial: /\{"interaction":\{"module":"\.\/my-flow\.ts"\}\}/,
  consent: /\{"interaction":\{"consent":\{"approve":"#let-it","deny":"#keep-out"\}\}\}/,
}

for (const name of ['chooser', 'interstitial', 'consent'] as const) {
  test(`${name}: not judged, never a verdict, and the block to paste`, async () => {
    test.setTimeout(240_000)
    const server = await stuckPagesServer(name)
    try {
      const { run, report, ran } = await runSelected(
        { ...server.reference.targetConfig(), interaction: 'generic' },
        checks,
      )
      for (const result of ran) {
        expect.soft(result.verdict, `${result.id}: ${result.detail}`).toBe('skip')
        expect.soft(result.reason, result.id).toBe('not-judged')
      }
      const ac01 = report.results.find((r) => r.id === 'AC-01')?.detail ?? ''
      expect(ac01).toMatch(/awaits input/)
      expect(ac01).toContain('generic interaction, which looks for')
      expect(report.stuckFlow?.page).toBe(`${server.baseUrl}/oauth/authorize`)
      expect(report.stuckFlow?.block).toMatch(expectedBlock[name])
      // Once per run, in the console and in summary.md, not once per check.
      expect(run.stdout.match(/STUCK /g)).toHaveLength(1)
      expect(run.stdout).toMatch(expectedBlock[name])
      const summary = readFileSync(join(run.reports, 'summary.md'), 'utf8')
      expect(summary).toMatch(expectedBlock[name])
      expect(run.code, run.stdout).toBe(2)
    } finally {
      await server.stop()
    }
  })
}
