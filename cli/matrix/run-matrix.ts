import { chromium } from 'playwright'
import { rendererLimits, runChromium } from '../../fixtures/transport/browser/chromium.ts'
import { LiveBrowser } from '../../fixtures/transport/browser/live-browser.ts'
import { loadChecks } from '../../fixtures/suite/registry.ts'
import { Evidence } from '../../fixtures/evidence/evidence.ts'
import { faultProfile } from '../../fixtures/reference-server/faults.ts'
import { runCheck } from '../../fixtures/suite/run-check.ts'
import type { Verdict } from '../../fixtures/verdict/verdict.ts'
import type { ServerProfile } from '../../fixtures/reference-server/index.ts'
import {
  sharedKeyMaterial,
  type KeyMaterial,
} from '../../fixtures/reference-server/key-material.ts'
import { unjudged } from '../../fixtures/judges/finding.ts'
import { checksReached } from './reach-pass.ts'
import {
  isCorrectServer,
  judgeRow,
  type BrowserPool,
  type Judge,
  type MatrixServer,
  type RowChoice,
  type RowSetup,
} from './judge-row.ts'
import { Limiter } from './limiter.ts'
import { startMatrixServer } from './matrix-server.ts'
import { conformanceSpecFiles } from './spec-files.ts'
import { isModeProfile } from '../../fixtures/reference-server/server-profiles.ts'

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
  const keys = sharedKeyMaterial()
  const judge: Judge = async (check, session, fault) => {
    const verdict = await slots.run(
      async () => (await runCheck(check, session, new Evidence(), options)).verdict,
    )
    options.onDone?.(fault, verdict)
    return verdict
  }
  try {
    const faults = options.faults.filter((fault) => !isCorrectServer(fault))
    const correct = options.faults.filter(isCorrectServer)
    const profiles = [...new Set(faults.map(faultProfile))]
    // A correct server's row comes from the reach pass where one ran for its profile.
    const reachedBy = (server: MatrixServer) =>
      !options.everyCheck && profiles.includes(profileOf(server))
    const every = () => () => checks
    const [reached, clean] = await Promise.all([
      options.everyCheck ? undefined : checksReached(checks, profiles, pools, judge, keys),
      judgeRows(
        correct.filter((server) => !reachedBy(server)),
        every,
        pools,
        judge,
        keys,
      ),
    ])
    const reachRows = correct.filter(reachedBy).map((server) => ({
      server,
      row: reached?.rows.get(profileOf(server)) ?? [],
    }))
    // What the reach pass could not judge (its checks share the flow slots, each with a server
    // of its own, and a short-lived code may expire in the queue) is judged again as a row.
    const unjudgedBy = new Map<MatrixServer, ReadonlySet<string>>(
      reachRows.map(({ server, row }) => [server, new Set(row.filter(unjudged).map(idOf))]),
    )
    const again = (server: MatrixServer) => () =>
      checks.filter((check) => unjudgedBy.get(server)?.has(check.requirement.id))
    const underFaults = (fault: MatrixServer) => (setup: RowSetup) =>
      reached && fault !== null && !isCorrectServer(fault)
        ? checks.filter((check) => reached.reach.runs(fault, check, setup))
        : checks
    const [rows, judgedAgain] = await Promise.all([
      judgeRows(faults, underFaults, pools, judge, keys),
      judgeRows(
        reachRows.map(({ server }) => server).filter((server) => unjudgedBy.get(server)?.size),
        again,
        pools,
        judge,
        keys,
      ),
    ])
    const replaced = new Map(judgedAgain)
    const reachedRows = reachRows.map(({ server, row }): [MatrixServer, Verdict[]] => {
      const second = new Map((replaced.get(server) ?? []).map((v) => [v.id, v]))
      return [server, row.map((v) => second.get(v.id) ?? v)]
    })
    const verdicts = new Map([...clean, ...reachedRows, ...rows])
    const checksRun = rows.reduce((sum, [, row]) => sum + row.length, 0)
    return { verdicts, checksRun, checksInFull: faults.length * checks.length }
  } finally {
    await Promise.all(pools.map(({ browser }) => browser.close()))
    await Promise.all(browsers.map((browser) => browser.close()))
  }
}

const profileOf = (server: MatrixServer): ServerProfile =>
  isModeProfile(server) ? server : 'plain'
const idOf = (verdict: Verdict) => verdict.id

// One server per fault, all at once, each judged on the checks its choice names once its setup
// is known.
async function judgeRows(
  faults: readonly MatrixServer[],
  choose: (fault: MatrixServer) => RowChoice,
  pools: readonly BrowserPool[],
  judge: Judge,
  keys: KeyMaterial,
): Promise<[MatrixServer, Verdict[]][]> {
  const servers = await Promise.all(faults.map((fault) => startMatrixServer(fault, keys)))
  try {
    return await Promise.all(
      servers.map(async (server, i): Promise<[MatrixServer, Verdict[]]> => {
        const fault = faults[i] ?? null
        const pool = pools[i % pools.length] as BrowserPool
        return [fault, await judgeRow(server, fault, choose(fault), pool, judge)]
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
