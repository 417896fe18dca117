import { chromium } from 'playwright'
import { rendererLimits, runChromium } from '../../fixtures/transport/browser/chromium.ts'
import { LiveBrowser } from '../../fixtures/transport/browser/live-browser.ts'
import { loadChecks, type Check } from '../../fixtures/suite/registry.ts'
import { Evidence } from '../../fixtures/evidence/evidence.ts'
import { faultProfile } from '../../fixtures/reference-server/faults.ts'
import { runCheck } from '../../fixtures/suite/run-check.ts'
import type { Verdict } from '../../fixtures/verdict/verdict.ts'
import type { FaultReach } from './fault-reach.ts'
import { checksReached } from './reach-pass.ts'
import {
  judgeRow,
  type BrowserPool,
  type Judge,
  type MatrixServer,
  type RowSetup,
} from './judge-row.ts'
import { Limiter } from './limiter.ts'
import { startMatrixServer } from './matrix-server.ts'
import { conformanceSpecFiles } from './spec-files.ts'

export type { MatrixServer } from './judge-row.ts'

export interface MatrixOptions {
  readonly faults: readonly MatrixServer[]
  readonly strict: boolean
  // As --retries-unjudged: a check not judged for the harness's own footing runs again.
  readonly retries: number
  // Every check under every fault (the full matrix), or under each fault only the checks it
  // trips and those during which the correct server asked about it (fault-reach.ts).
  readonly everyCheck: boolean
  // Browsers, and flows at once in each: a browser's main process handles every navigation of
  // its pages on one thread, so two cores want two browsers.
  readonly browsers: number
  readonly flowSlots: number
  // Checks at once: most of a check's time is spent waiting (on the browser, a timer, the server).
  readonly checkSlots: number
  readonly onDone?: (fault: MatrixServer, verdict: Verdict) => void
}

export interface MatrixResult {
  readonly verdicts: Map<MatrixServer, Verdict[]>
  // Checks run under the faults, and how many the full matrix would have run.
  readonly checksRun: number
  readonly checksInFull: number
}

// Runs the checks of the suite against one in-process reference server per fault, in this
// process and its browsers: the same check bodies and fixtures as a Playwright run, without a
// worker per server and without the worker restart Playwright makes after each failed test.
export async function runMatrix(options: MatrixOptions): Promise<MatrixResult> {
  const checks = [...(await loadChecks(conformanceSpecFiles())).values()]
  const browsers = await Promise.all(
    Array.from({ length: options.browsers }, () => chromium.launch(launchOptions())),
  )
  const pools = browsers.map((browser) => ({
    browser: new LiveBrowser(browser, () => chromium.launch(launchOptions())),
    flows: new Limiter(options.flowSlots),
  }))
  const slots = new Limiter(options.checkSlots)
  const judge: Judge = async (check, session, fault) => {
    const verdict = await slots.run(
      async () => (await runCheck(check, session, new Evidence(), options)).verdict,
    )
    options.onDone?.(fault, verdict)
    return verdict
  }
  try {
    const faults = options.faults.filter((fault) => fault !== null && fault !== 'fapi2')
    const correct = options.faults.filter((fault) => fault === null || fault === 'fapi2')
    const profiles = [...new Set(faults.map(faultProfile))]
    const [reach, clean] = await Promise.all([
      options.everyCheck ? undefined : checksReached(checks, profiles, pools, judge),
      judgeRows(correct, checks, undefined, pools, judge),
    ])
    const rows = await judgeRows(faults, checks, reach, pools, judge)
    const verdicts = new Map([...clean, ...rows])
    const checksRun = rows.reduce((sum, [, row]) => sum + row.length, 0)
    return { verdicts, checksRun, checksInFull: faults.length * checks.length }
  } finally {
    await Promise.all(pools.map(({ browser }) => browser.close()))
    await Promise.all(browsers.map((browser) => browser.close()))
  }
}

// One server per fault, all at once, each judged on the checks its reach names (all without one).
async function judgeRows(
  faults: readonly MatrixServer[],
  checks: readonly Check[],
  reach: FaultReach | undefined,
  pools: readonly BrowserPool[],
  judge: Judge,
): Promise<[MatrixServer, Verdict[]][]> {
  const servers = await Promise.all(faults.map(startMatrixServer))
  try {
    return await Promise.all(
      servers.map(async (server, i): Promise<[MatrixServer, Verdict[]]> => {
        const fault = faults[i] ?? null
        const row = (setup: RowSetup) =>
          reach && fault !== null && fault !== 'fapi2'
            ? checks.filter((check) => reach.runs(fault, check, setup))
            : checks
        const pool = pools[i % pools.length] as BrowserPool
        return [fault, await judgeRow(server, fault, row, pool, judge)]
      }),
    )
  } finally {
    await Promise.all(servers.map(({ server }) => server.stop()))
  }
}

// As a run's browsers are launched (playwright.config.ts), so that the matrix proves the checks
// in the browser they run in.
function launchOptions(): { args: string[]; executablePath?: string } {
  const executablePath = runChromium()
  return { args: [...rendererLimits], ...(executablePath ? { executablePath } : {}) }
}
