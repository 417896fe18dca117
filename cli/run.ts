import { spawn } from 'node:child_process'
import { mkdirSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join, resolve, sep } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { ResolvedTarget } from '../fixtures/config/resolved-target.ts'
import { preloadAllure, writeAllureReport } from '../fixtures/report/allure-report.ts'
import { exitCodeOf } from '../fixtures/report/exit-code.ts'
import { interruptedExit } from '../fixtures/report/interruption.ts'
import { readInterruptedReport, stoppedBy } from './interrupt.ts'
import { outputs } from '../fixtures/report/outputs.ts'
import { redactedTarget } from '../fixtures/report/redacted-target.ts'
import { publishStepSummary, readReport } from '../fixtures/report/report-files.ts'
import { writeCertificate } from '../fixtures/report/certificate-file.ts'
import { incompleteCertification, incompleteLine } from '../fixtures/report/completeness.ts'
import type { WaiverSet } from '../fixtures/report/waivers.ts'
import { handOverBaseline, type Baseline } from '../fixtures/report/baseline-file.ts'
import { handOverDiscovery } from '../fixtures/transport/http/run-discovery.ts'
import type { ProfileReader } from '../fixtures/transport/http/target-profile.ts'
import type { TargetConnection } from '../fixtures/transport/http/target-connection.ts'
import { markStage } from '../fixtures/report/stage-marks.ts'
import type { ConformanceReport } from '../fixtures/report/conformance-report.ts'
import type { RunOptions } from './args.ts'
import type { BrowserChoice } from '../fixtures/transport/browser/chromium.ts'
import { runVariables } from '../fixtures/config/environment.ts'
import { contextsFor, cpuWorkers, defaultWorkersFor } from './network-workers.ts'

const root = resolve(fileURLToPath(import.meta.url), '../..')
// Installed as a package, the harness's TypeScript is under node_modules, which Playwright's
// own transform leaves alone: there tsx loads it, in the runner and (inherited) its workers.
const loader = root.split(sep).includes('node_modules') ? ['--import', 'tsx'] : []
const playwrightCli = createRequire(import.meta.url).resolve('@playwright/test/cli')

// What the command line read before the run, for the reporter to judge the verdicts against.
export interface Judgement {
  readonly waivers: WaiverSet | undefined
  readonly baseline: Baseline | undefined
}

// Runs the suite in Playwright, then builds what needs the whole run: the Allure report.
// The reports folder was cleared when the command started (main.ts).
export async function runSuite(
  options: RunOptions,
  target: ResolvedTarget,
  browser: BrowserChoice,
  { waivers, baseline }: Judgement,
  // The target's profile, as the encoding probe read it (handed to the workers), and the way to
  // the target the command line made.
  reached: { readonly profile: ProfileReader; readonly connection: TargetConnection },
): Promise<number> {
  const handedOver = baseline ? handOverBaseline(baseline) : undefined
  const discovery = await handOverDiscovery(reached.profile, reached.connection)
  markStage("the target's metadata read")
  try {
    return await playwrightRun(
      options,
      target,
      browser,
      waivers,
      { baseline: handedOver?.file, discovery: discovery.file },
      reached.connection,
    )
  } finally {
    handedOver?.remove()
    discovery.remove()
  }
}

async function playwrightRun(
  options: RunOptions,
  target: ResolvedTarget,
  browser: BrowserChoice,
  waivers: WaiverSet | undefined,
  files: { readonly baseline: string | undefined; readonly discovery: string | undefined },
  connection: TargetConnection,
): Promise<number> {
  const reports = resolve(options.reports)
  mkdirSync(reports, { recursive: true })
  writeFileSync(join(reports, outputs.target), redactedTarget(options.config, target))
  const args = [
    ...loader,
    playwrightCli,
    'test',
    '--config',
    join(root, 'playwright.config.ts'),
    '--project',
    'conformance',
  ]
  if (options.grep) args.push('--grep', options.grep.playwrightGrep)
  const { workers, contexts } = options.workers
    ? { workers: options.workers, contexts: 1 }
    : await measuredWorkers(target, connection)
  args.push('--workers', String(workers))
  if (options.shard) args.push('--shard', options.shard)
  const env = {
    ...process.env,
    [runVariables.target]: JSON.stringify(pacedBy(target, options.maxRps)),
    [runVariables.workers]: String(workers),
    [runVariables.contextsPerPool]: String(contexts),
    [runVariables.reports]: reports,
    [runVariables.strict]: options.strict ? '1' : '0',
    [runVariables.retriesUnjudged]: String(options.retriesUnjudged),
    ...(options.profile ? { [runVariables.profile]: options.profile } : {}),
    ...(options.grep ? { [runVariables.grep]: options.grep.pattern } : {}),
    [runVariables.sharded]: options.shard ? '1' : '0',
    ...(waivers ? { [runVariables.waivers]: JSON.stringify(waivers) } : {}),
    ...(files.baseline ? { [runVariables.baseline]: files.baseline } : {}),
    ...(files.discovery ? { [runVariables.discovery]: files.discovery } : {}),
    ...(browser.executablePath ? { [runVariables.chromium]: browser.executablePath } : {}),
  }
  // A process group of its own: a signal to the run's group (a service manager, a container's
  // init, `timeout`, a CI runner ending the job) reaches this process alone, which stops
  // Playwright the one way that keeps the verdicts (cli/interrupt.ts). Sent to Playwright's
  // runner too, SIGTERM would kill it with nothing written.
  markStage("Playwright's runner started")
  const child = spawn(process.execPath, args, { cwd: root, env, stdio: 'inherit', detached: true })
  // While Playwright starts its workers, before any check reaches the server in this process.
  void preloadAllure()
  const signalled = await stoppedBy(child)
  if (signalled) {
    const judged = readInterruptedReport(reports)
    if (judged) await publish(judged, reports)
    return interruptedExit[signalled]
  }
  const report = readReport(reports)
  await publish(report, reports)
  if (incompleteCertification(report))
    process.stderr.write(`oauth-conformance: ${incompleteLine(report)}\n`)
  return exitCodeOf(report, options.comparison.failOn)
}

async function publish(report: ConformanceReport, reports: string): Promise<void> {
  await writeAllureReportOrSay([join(reports, outputs.allureResults)], report, reports)
  writeCertificate(reports, report)
  publishStepSummary(reports)
}

// --max-rps stands above the target file's rate.
function pacedBy(target: ResolvedTarget, maxRps: number | undefined): ResolvedTarget {
  if (maxRps === undefined) return target
  const rateLimit = { ...target.config.rateLimit, maxRps }
  return { ...target, config: { ...target.config, rateLimit } }
}

// More workers than cores, or more flows per worker, where the target is far: say why, with
// the round trip measured.
async function measuredWorkers(
  target: ResolvedTarget,
  connection: TargetConnection,
): Promise<{ readonly workers: number; readonly contexts: number }> {
  const { workers, roundTripMs } = await defaultWorkersFor(target, connection)
  const contexts = contextsFor(roundTripMs)
  if (workers > cpuWorkers() || contexts > 1) {
    process.stderr.write(
      `oauth-conformance: ${workers} workers, ${contexts} flows at once in each: the target answers in ${roundTripMs} ms, and a flow waiting on it holds no core\n`,
    )
  }
  return { workers, contexts }
}

// The verdicts stand without the Allure report: a failure to build it is said, not turned
// into a different exit code.
export async function writeAllureReportOrSay(
  resultsDirs: readonly string[],
  report: ConformanceReport,
  reports: string,
): Promise<void> {
  try {
    await writeAllureReport(resultsDirs, report, join(reports, outputs.allureReport))
  } catch (error) {
    process.stderr.write(
      `oauth-conformance: no ${outputs.allureReport}: ${(error as Error).message.split('\n')[0] ?? ''}\n`,
    )
  }
}
