import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { ConformanceReport } from '../../../../fixtures/report/conformance-report.ts'
import { readReport, runCli, type CliRun } from '../run-cli.ts'
import { startHostileServer, type HostileOptions } from './hostile-server.ts'

export interface HostileRun {
  readonly run: CliRun
  readonly report: ConformanceReport
  readonly bytesSent: number
  // Verdict and detail per id, for the ids the run judged or tried to.
  readonly results: Record<
    string,
    { verdict: string; detail: string; retries?: readonly string[] | undefined } | undefined
  >
}

export function writeConfig(config: unknown): string {
  const file = join(mkdtempSync(join(tmpdir(), 'oac-hostile-')), 'target.json')
  writeFileSync(file, JSON.stringify(config))
  return file
}

// The command as a user's CI runs it, against a hostile server started in this process.
export async function runAgainst(
  options: HostileOptions & {
    readonly grep?: string
    readonly config?: object
    readonly env?: NodeJS.ProcessEnv
    readonly measureMemory?: boolean
    // When the command is killed: a bound on a hang, not a speed.
    readonly killAfterMs?: number
  },
): Promise<HostileRun> {
  const server = await startHostileServer(options)
  try {
    const file = writeConfig({ ...server.targetConfig(), ...options.config })
    const grep = options.grep ? ['--grep', options.grep] : []
    const measureMemory = options.measureMemory ?? false
    const killAfterMs = options.killAfterMs ?? 180_000
    const run = await runCli(['--config', file, ...grep], options.env, killAfterMs, {
      measureMemory,
    })
    const report = readReport(run)
    const results = Object.fromEntries(report.results.map((r) => [r.id, r]))
    return { run, report, bytesSent: server.state.bytesSent, results }
  } finally {
    await server.stop()
  }
}
