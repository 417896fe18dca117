import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import type { ResolvedTarget } from '../../fixtures/config/resolved-target.ts'
import { readReport } from '../../fixtures/report/report-files.ts'
import { readStageMarks } from '../../fixtures/report/stage-marks.ts'
import { runVariables } from '../../fixtures/config/environment.ts'
import type { ConformanceReport } from '../../fixtures/report/conformance-report.ts'
import { spawnWatched, type PeakMemory } from './peak-memory.ts'

const bin = resolve(import.meta.dirname, '../bin.js')

export interface SuiteRun {
  // When the command was started (ms since the epoch).
  readonly startedAt: number
  readonly wallMs: number
  readonly peakMemory: PeakMemory
  readonly report: ConformanceReport
  // Each stage of the start its processes marked, from the command's start.
  readonly stages: readonly { readonly stage: string; readonly afterMs: number }[]
}

// The suite as a user runs it, through the command line, against a target this process serves;
// its secrets travel in the environment, as the README tells users to pass theirs.
export async function runSuite(target: ResolvedTarget, reports: string): Promise<SuiteRun> {
  const { client, secondClient, restrictedClient, user, unverifiedUser } = target.config
  const secrets = {
    BENCH_CLIENT_SECRET: client.clientSecret,
    BENCH_SECOND_SECRET: secondClient?.clientSecret ?? '',
    BENCH_RESTRICTED_SECRET: restrictedClient?.clientSecret ?? '',
    BENCH_PASSWORD: user.password,
    BENCH_UNVERIFIED_PASSWORD: unverifiedUser?.password ?? '',
  }
  const config = {
    ...target.config,
    client: { ...client, clientSecret: '${BENCH_CLIENT_SECRET}' },
    ...(secondClient && {
      secondClient: { ...secondClient, clientSecret: '${BENCH_SECOND_SECRET}' },
    }),
    ...(restrictedClient && {
      restrictedClient: { ...restrictedClient, clientSecret: '${BENCH_RESTRICTED_SECRET}' },
    }),
    user: { ...user, password: '${BENCH_PASSWORD}' },
    ...(unverifiedUser && {
      unverifiedUser: { ...unverifiedUser, password: '${BENCH_UNVERIFIED_PASSWORD}' },
    }),
  }
  const file = join(mkdtempSync(join(tmpdir(), 'oac-bench-')), 'target.json')
  writeFileSync(file, JSON.stringify(config))
  const stagesFile = join(dirname(file), 'stages.jsonl')
  const started = Date.now()
  const { child, peak } = spawnWatched(
    process.execPath,
    [bin, '--config', file, '--reports', reports],
    {
      env: { ...process.env, ...secrets, [runVariables.stages]: stagesFile },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  )
  const code = await new Promise<number | null>((done) => child.on('exit', done))
  const wallMs = Date.now() - started
  const peakMemory = peak()
  if (code !== 0) throw new Error(`the suite exited ${code}; the bench needs a clean run`)
  const stages = readStageMarks(stagesFile).map(({ stage, atMs }) => ({
    stage,
    afterMs: atMs - started,
  }))
  return { startedAt: started, wallMs, peakMemory, report: readReport(reports), stages }
}
