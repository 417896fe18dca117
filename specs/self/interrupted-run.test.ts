import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { stripVTControlCharacters } from 'node:util'
import { expect, test } from '@playwright/test'
import { descendants, stillRunning } from '../../cli/bench/process-tree.ts'
import { ConformanceReport } from '../../fixtures/report/conformance-report.ts'
import { interruptedExit, type StopSignal } from '../../fixtures/report/interruption.ts'
import { outputs } from '../../fixtures/report/outputs.ts'
import { launch, type Launcher } from './support/launch.ts'

// Ctrl-C, a cancelled CI job (SIGINT) or a time-out wrapper (SIGTERM) in the middle of a run
// against the embedded server: what was judged is kept and said to be partial, the rest is
// "not run: interrupted" (never "excluded"), nothing the run started outlives it, and the
// exit code is the signal's, never a pass.

// The ids Playwright's list reporter has printed a result for: checks that ended.
const ended = (output: string) =>
  [
    ...stripVTControlCharacters(output).matchAll(
      /^\s+[✓✘-]\s+\d+ \[conformance\] .* › ([A-Z]+-\d{2}) /gmu,
    ),
  ].map((match) => match[1] ?? '')

// Who gets the signal: the command line alone; its whole process group (a service manager, a
// container's init, a CI runner ending the job); or `timeout`, which signals its child and the
// child's group.
interface Receiver {
  readonly launcher: Launcher
  readonly signal: (pid: number, signal: StopSignal) => void
}
const receivers = {
  'the command line': { launcher: {}, signal: (pid, s) => process.kill(pid, s) },
  'its process group': { launcher: { ownGroup: true }, signal: (pid, s) => process.kill(-pid, s) },
  'timeout(1)': {
    launcher: { ownGroup: true, wrapper: ['timeout', '3600'] },
    signal: (pid, s) => process.kill(pid, s),
  },
} satisfies Record<string, Receiver>

for (const [signal, after, receiver] of [
  ['SIGINT', 3, 'the command line'],
  ['SIGTERM', 12, 'the command line'],
  ['SIGTERM', 8, 'its process group'],
  ['SIGTERM', 8, 'timeout(1)'],
] as const satisfies readonly (readonly [StopSignal, number, keyof typeof receivers])[]) {
  test(`${signal} to ${receiver} after ${after} checks: the verdicts reached are written, marked interrupted, nothing is left running, exit ${interruptedExit[signal]}`, async () => {
    test.setTimeout(240_000)
    const { launcher, signal: send }: Receiver = receivers[receiver]
    const run = launch([], {}, launcher)
    const root = run.child.pid ?? 0
    // Every process the run starts (runner, workers, browsers), seen while it runs.
    const started = new Set<string>()
    await expect
      .poll(
        () => {
          for (const process of descendants(root)) started.add(process)
          return ended(run.output()).length
        },
        { timeout: 180_000, intervals: [200] },
      )
      .toBeGreaterThanOrEqual(after)
    for (const process of descendants(root)) started.add(process)
    const judgedBefore = ended(run.output())
    send(root, signal)

    expect(await run.exit, run.output()).toBe(interruptedExit[signal])
    expect(started.size).toBeGreaterThan(0)
    // A browser ends a moment after the worker that closed it: give it that moment, not more.
    await expect.poll(() => stillRunning([...started]), { timeout: 10_000 }).toEqual([])

    const file = join(run.reports, outputs.conformance)
    const report = ConformanceReport.parse(JSON.parse(readFileSync(file, 'utf8')))
    expect(report.interrupted).toBe(true)
    // What was reached stands: a pass, or the skip of a check that does not apply to this
    // server (the FAPI 2.0 ids on the plain one); never "not run".
    for (const id of judgedBefore) {
      const result = report.results.find((r) => r.id === id)
      expect.soft(result?.verdict, `${id}: ${result?.detail}`).toMatch(/^(pass|warn|skip)$/)
      expect
        .soft(result?.reason ?? '', `${id}: ${result?.detail}`)
        .not.toMatch(/^not-(run|judged)$/)
    }
    const notRun = report.results.filter((r) => r.reason === 'not-run')
    expect(notRun.length).toBeGreaterThan(0)
    for (const result of notRun) expect.soft(result.detail, result.id).toBe('not run: interrupted')
    expect(readFileSync(join(run.reports, outputs.summary), 'utf8')).toContain('**Interrupted:**')
    expect(run.output()).toContain('INTERRUPTED')
  })
}
