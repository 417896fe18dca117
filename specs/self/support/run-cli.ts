import { spawn, type SpawnOptions } from 'node:child_process'
import { mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { ConformanceReport } from '../../../fixtures/report/conformance-report.ts'
import { killTree } from '../../../cli/bench/process-tree.ts'
import { spawnWatched, type PeakMemory } from '../../../cli/bench/peak-memory.ts'

const bin = resolve(import.meta.dirname, '../../../cli/bin.js')

export interface CliRun {
  readonly code: number | null
  readonly stdout: string
  readonly stderr: string
  readonly ms: number
  readonly reports: string
  // The most the command and everything it started held at once, when measured.
  readonly peakMemory?: PeakMemory
}

// The command exactly as a user's CI calls it, in a child process.
export async function runCli(
  args: readonly string[],
  env: NodeJS.ProcessEnv = {},
  timeoutMs = 240_000,
  { measureMemory = false } = {},
): Promise<CliRun> {
  const reports = mkdtempSync(join(tmpdir(), 'oac-reports-'))
  const started = Date.now()
  const options: SpawnOptions = {
    // A self-test's runs must not write into the job summary of the CI that runs npm test.
    env: { ...process.env, GITHUB_STEP_SUMMARY: '', ...env, CI: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  }
  const command = [bin, '--reports', reports, ...args]
  const watched = measureMemory ? spawnWatched(process.execPath, command, options) : undefined
  const child = watched?.child ?? spawn(process.execPath, command, options)
  let stdout = ''
  let stderr = ''
  child.stdout?.on('data', (chunk: Buffer) => (stdout += chunk.toString()))
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
  // The whole tree: a worker stuck in a loop of its own outlives its killed command line, and
  // spun on for tens of minutes beside the tests that followed.
  const timer = setTimeout(() => {
    if (child.pid !== undefined) killTree(child.pid)
  }, timeoutMs)
  const code = await new Promise<number | null>((done) => child.on('exit', done))
  clearTimeout(timer)
  const measured = watched ? { peakMemory: watched.peak() } : {}
  return { code, stdout, stderr, ms: Date.now() - started, reports, ...measured }
}

export function readReport(run: CliRun, file = 'conformance.json'): ConformanceReport {
  return ConformanceReport.parse(JSON.parse(readFileSync(join(run.reports, file), 'utf8')))
}
