import type { ChildProcess } from 'node:child_process'
import type { ConformanceReport } from '../fixtures/report/conformance-report.ts'
import type { StopSignal } from '../fixtures/report/interruption.ts'
import { readReport } from '../fixtures/report/report-files.ts'

// How long Playwright may take to end its checks, close its browsers and write the reports
// once told to stop; then it is killed, and its workers and browsers end with it.
const graceMs = 30_000

// Waits for the Playwright runner, which leads a process group of its own (cli/run.ts), to end.
// SIGINT and SIGTERM both reach it as SIGINT: that is the one signal on which Playwright stops
// its workers, closes their browsers and reports what was judged (its runner dies on SIGTERM
// with nothing written, leaving its browsers behind). Past the grace, its whole group is
// killed: runner, workers and browsers. Resolves to the first signal received, or undefined
// when the run ended by itself.
export async function stoppedBy(child: ChildProcess): Promise<StopSignal | undefined> {
  let received: StopSignal | undefined
  let deadline: NodeJS.Timeout | undefined
  const stop = (signal: StopSignal) => {
    received ??= signal
    child.kill('SIGINT')
    deadline ??= setTimeout(() => {
      killGroup(child)
    }, graceMs)
  }
  process.on('SIGINT', stop).on('SIGTERM', stop)
  try {
    await new Promise((done) => child.on('exit', done))
  } finally {
    clearTimeout(deadline)
    process.off('SIGINT', stop).off('SIGTERM', stop)
  }
  return received
}

// After a signal the report may be missing (a runner killed past its grace): say so, and let
// the signal's exit code stand rather than a 2 for the missing file.
export function readInterruptedReport(reports: string): ConformanceReport | undefined {
  try {
    return readReport(reports)
  } catch (error) {
    process.stderr.write(`oauth-conformance: interrupted: ${(error as Error).message}\n`)
    return undefined
  }
}

function killGroup(child: ChildProcess): void {
  try {
    if (child.pid !== undefined) process.kill(-child.pid, 'SIGKILL')
  } catch {
    // Already gone.
  }
}
