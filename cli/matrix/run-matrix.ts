import { chromium, type Browser } from 'playwright'
import { runChromium } from '../../fixtures/transport/browser/chromium.ts'
import { interactionFor } from '../../fixtures/transport/browser/interactions/index.ts'
import { loadChecks, type Check } from '../../fixtures/suite/registry.ts'
import {
  startEmbeddedTarget,
  type EmbeddedTarget,
} from '../../fixtures/reference-server/embedded-target.ts'
import { Evidence } from '../../fixtures/evidence/evidence.ts'
import type { FaultName } from '../../fixtures/reference-server/index.ts'
import { TargetSession } from '../../fixtures/transport/browser/target-session.ts'
import { runCheck } from '../../fixtures/suite/run-check.ts'
import type { Verdict } from '../../fixtures/verdict/verdict.ts'
import { withWorkingEncoding } from '../../fixtures/transport/http/encoding-probe.ts'
import { Limiter } from './limiter.ts'
import { conformanceSpecFiles } from './spec-files.ts'

const judgesTheRun: ReadonlySet<string> = new Set(['AC-03', 'AC-58'])

// A server of the matrix: one with a fault; null, the correct server; 'fapi2', the correct
// server of the FAPI 2.0 mode, which the faults of that mode are compared with.
export type MatrixServer = FaultName | null | 'fapi2'

export interface MatrixOptions {
  readonly faults: readonly MatrixServer[]
  readonly strict: boolean
  // As --retries-unjudged: a check not judged for the harness's own footing runs again.
  readonly retries: number
  // Browsers, and flows at once in each: a browser's main process handles every navigation of
  // its pages on one thread, so two cores want two browsers.
  readonly browsers: number
  readonly flowSlots: number
  // Checks at once: most of a check's time is spent waiting (on the browser, a timer, the server).
  readonly checkSlots: number
  readonly onDone?: (fault: MatrixServer, verdict: Verdict) => void
}

export type MatrixResult = Map<MatrixServer, Verdict[]>

// Runs every check of the suite against one in-process reference server per fault, in this
// process and one browser: the same check bodies and fixtures as a Playwright run, without a
// worker per server and without the worker restart Playwright makes after each failed test.
export async function runMatrix(options: MatrixOptions): Promise<MatrixResult> {
  const checks = [...(await loadChecks(conformanceSpecFiles())).values()]
  // Remembered consent: most codes then cost one navigation that renders nothing, and the checks
  // meet a server that skips the consent page, which real ones do.
  const servers = await Promise.all(
    options.faults.map((fault) =>
      fault === 'fapi2'
        ? startEmbeddedTarget([], true, 0, 'fapi2')
        : startEmbeddedTarget(fault ? [fault] : [], true),
    ),
  )
  const browsers = await Promise.all(
    Array.from({ length: options.browsers }, () => chromium.launch(launchOptions())),
  )
  try {
    return await judgeAll(browsers, checks, servers, options)
  } finally {
    await Promise.all(browsers.map((browser) => browser.close()))
    await Promise.all(servers.map(({ server }) => server.stop()))
  }
}

async function judgeAll(
  browsers: readonly Browser[],
  checks: readonly Check[],
  servers: readonly EmbeddedTarget[],
  options: MatrixOptions,
): Promise<MatrixResult> {
  const flows = browsers.map(() => new Limiter(options.flowSlots))
  const slots = new Limiter(options.checkSlots)
  const result: MatrixResult = new Map()
  await Promise.all(
    servers.map(async (server, i) => {
      const fault = options.faults[i] ?? null
      // As the command line does, so that a form-only server is judged as a run judges it.
      const target = await withWorkingEncoding(server.target)
      const interaction = await interactionFor(target.config.interaction)
      const browser = browsers[i % browsers.length] as Browser
      const limiter = flows[i % browsers.length] as Limiter
      const session = new TargetSession(target, interaction, browser, (flow) => limiter.run(flow))
      const judgePhase = (phase: readonly Check[]) =>
        Promise.all(
          phase.map((check) =>
            slots.run(async () => {
              const { verdict } = await runCheck(check, session, new Evidence(), options)
              options.onDone?.(fault, verdict)
              return verdict
            }),
          ),
        )
      // The entropy checks judge what the other checks collected: after them, as in a run
      // where they come last, not topping up a sample of their own from an empty session.
      const verdicts = [
        ...(await judgePhase(checks.filter((c) => !judgesTheRun.has(c.requirement.id)))),
        ...(await judgePhase(checks.filter((c) => judgesTheRun.has(c.requirement.id)))),
      ]
      await session.close()
      result.set(fault, verdicts)
    }),
  )
  return result
}

function launchOptions(): { executablePath?: string } {
  const executablePath = runChromium()
  return executablePath ? { executablePath } : {}
}
