import { mkdirSync, writeFileSync } from 'node:fs'
import { availableParallelism } from 'node:os'
import { join, resolve } from 'node:path'
import { requirements } from '../../fixtures/catalogue/requirements.ts'
import type { Traits } from '../../fixtures/catalogue/traits.ts'
import { runChromium } from '../../fixtures/transport/browser/chromium.ts'
import { cpuWorkers } from '../network-workers.ts'
import { expiryMarginSeconds } from '../../fixtures/judges/code-expiry.ts'
import { revocationSettleSeconds } from '../../fixtures/judges/revocation.ts'
import { runFloor } from './floor.ts'
import { runRefused } from './refused-run.ts'
import { runRunnerFloor } from './runner-floor.ts'
import { runEmbeddedSuite } from './embedded-suite.ts'

// npm run bench: the whole suite against the embedded reference server, side by side with the
// protocol's floor (the same codes and token calls with no harness around them), and beside the
// same suite with every answer delayed as over a distant network, in one run.
const reports = resolve(import.meta.dirname, '../../reports')
const latencyMs = 150
const {
  server,
  target,
  suite,
  waitTailMs: waitTail,
  checkTimeMs,
  startMs,
} = await runEmbeddedSuite(0)
const latency = await runEmbeddedSuite(latencyMs)
const codes = server.issuedCodeCount()
const tokenCalls = server.requestsTo('/oauth/token')
const floor = await runFloor(codes, tokenCalls, runChromium())
const workers = cpuWorkers()
const runnerFloorWallMs = await runRunnerFloor(suite.report.results.length, workers)
const refusedRunWallMs = await runRefused()
// The FAPI 2.0 suite beside it, with a floor of as many codes and token calls of its own.
const fapi2 = await runEmbeddedSuite(0, 'fapi2')
const fapi2Codes = fapi2.server.issuedCodeCount()
const fapi2TokenCalls = fapi2.server.requestsTo('/oauth/token')
const fapi2Floor = await runFloor(fapi2Codes, fapi2TokenCalls, runChromium())
const fapi2SuiteWallMs = fapi2.suite.wallMs - fapi2.waitTailMs
const { codeLifetimeSeconds = 0, reuseDelaySeconds } = target.config
// Overlapped with other checks, not added: each worker begins these scenarios first. The
// waits of the plain suite, each for the checks whose trait it is (traits.ts).
const waitMs: Partial<Record<NonNullable<Traits['deliberateWait']>, number>> = {
  'code-expiry': (codeLifetimeSeconds + expiryMarginSeconds) * 1000,
  'reuse-delay': reuseDelaySeconds * 1000,
  'revocation-settle': revocationSettleSeconds * 1000,
}
const deliberateWaitsMs = Object.fromEntries(
  requirements.flatMap(({ id, traits }) => {
    const ms = traits.deliberateWait && waitMs[traits.deliberateWait]
    return ms === undefined ? [] : [[id, ms]]
  }),
)
// The issue leaves the deliberate waits out of the suite's time: what they add beyond the other
// checks is measured and reported apart, and the ratio compares the rest with the floor. The
// latency run is measured the same way, so that its ratio compares like with like.
const suiteWallMs = suite.wallMs - waitTail
const latencySuiteWallMs = latency.suite.wallMs - latency.waitTailMs
const ratioOf = (a: number, b: number) => Math.round((a / b) * 100) / 100
// Where the start goes: each stage's first mark, from the command's start (stage-marks.ts).
const startStages = [...suite.stages, { stage: 'the first check started', afterMs: startMs }]
const bench = {
  startMs,
  startStages,
  suiteWallMs,
  floorWallMs: floor.wallMs,
  ratio: ratioOf(suiteWallMs, floor.wallMs),
  // What the issue asks to stay at or below 1.5: the suite against both floors together.
  ratioWithRunner: ratioOf(suiteWallMs, floor.wallMs + runnerFloorWallMs),
  fapi2: {
    startMs: fapi2.startMs,
    suiteWallMs: fapi2SuiteWallMs,
    suiteWithWaitsWallMs: fapi2.suite.wallMs,
    waitTailMs: fapi2.waitTailMs,
    floorWallMs: fapi2Floor.wallMs,
    ratio: ratioOf(fapi2SuiteWallMs, fapi2Floor.wallMs),
    ratioWithRunner: ratioOf(fapi2SuiteWallMs, fapi2Floor.wallMs + runnerFloorWallMs),
    codes: fapi2Codes,
    tokenCalls: fapi2TokenCalls,
    verdicts: fapi2.suite.report.summary,
  },
  latencySuiteWallMs,
  latencyRatio: ratioOf(latencySuiteWallMs, suiteWallMs),
  latencyMs,
  latencySuiteWithWaitsWallMs: latency.suite.wallMs,
  checkTimeMs,
  latencyCheckTimeMs: latency.checkTimeMs,
  latencyVerdicts: latency.suite.report.summary,
  codesPerSecond: Math.round((codes / floor.browserFlowMs) * 1000 * 10) / 10,
  peakRssMb: suite.peakMemory.mb,
  peakMemorySource: suite.peakMemory.source,
  runnerFloorWallMs,
  refusedRunWallMs,
  suiteWithWaitsWallMs: suite.wallMs,
  waitTailMs: waitTail,
  suiteCodesPerSecond: Math.round((codes / suiteWallMs) * 1000 * 10) / 10,
  playwrightRunMs: suite.report.durationMs,
  codes,
  tokenCalls,
  deliberateWaitsMs,
  verdicts: suite.report.summary,
  cores: availableParallelism(),
}
const rows: [string, string][] = [
  ['start: command to the first check', `${(startMs / 1000).toFixed(1)} s`],
  ...startStages.map(({ stage, afterMs }): [string, string] => [
    `  ${stage}`,
    `at ${(afterMs / 1000).toFixed(2)} s`,
  ]),
  ['suite, whole command (wall), waits apart', `${(bench.suiteWallMs / 1000).toFixed(1)} s`],
  ['  the same with the waits left in', `${(bench.suiteWithWaitsWallMs / 1000).toFixed(1)} s`],
  ['  of which the Playwright run', `${(bench.playwrightRunMs / 1000).toFixed(1)} s`],
  ['floor: same codes and token calls, bare', `${(bench.floorWallMs / 1000).toFixed(1)} s`],
  ['ratio suite / floor', `${bench.ratio}`],
  ['ratio suite / (floor + runner floor)', `${bench.ratioWithRunner}`],
  [
    'FAPI 2.0: start, suite (waits apart)',
    `${(fapi2.startMs / 1000).toFixed(1)} s, ${(fapi2SuiteWallMs / 1000).toFixed(1)} s (${(fapi2.suite.wallMs / 1000).toFixed(1)} s with them)`,
  ],
  [
    'FAPI 2.0: floor, ratios',
    `${(fapi2Floor.wallMs / 1000).toFixed(1)} s; ${bench.fapi2.ratio}, with runner floor ${bench.fapi2.ratioWithRunner}`,
  ],
  [
    `suite, ${latencyMs} ms added to every answer`,
    `${(latencySuiteWallMs / 1000).toFixed(1)} s, ${bench.latencyRatio}× (waits apart; ${(latency.suite.wallMs / 1000).toFixed(1)} s with them)`,
  ],
  [
    "  checks' times summed, without / with",
    `${(checkTimeMs / 1000).toFixed(1)} s / ${(latency.checkTimeMs / 1000).toFixed(1)} s`,
  ],
  [
    'Playwright Test alone, same tests empty',
    `${(runnerFloorWallMs / 1000).toFixed(1)} s (${bench.cores} cores, ${workers} workers)`,
  ],
  ['refused run (target refuses), exit 2', `${(refusedRunWallMs / 1000).toFixed(1)} s`],
  ['codes / token calls', `${codes} / ${tokenCalls}`],
  ['codes per second, browser flow (floor)', `${bench.codesPerSecond}`],
  ['codes per second, whole suite', `${bench.suiteCodesPerSecond}`],
  [
    'deliberate waits',
    `${Object.entries(deliberateWaitsMs)
      .map(([id, ms]) => `${id} ${ms / 1000} s`)
      .join(', ')}; ${(waitTail / 1000).toFixed(1)} s of them overlapped nothing`,
  ],
  ['peak memory, suite process tree', `${bench.peakRssMb} MB (${bench.peakMemorySource})`],
  ['verdicts', JSON.stringify(bench.verdicts)],
  [`  with ${latencyMs} ms latency`, JSON.stringify(bench.latencyVerdicts)],
  ['  FAPI 2.0', JSON.stringify(bench.fapi2.verdicts)],
]
process.stdout.write(`${rows.map(([k, v]) => `${k.padEnd(42)} ${v}`).join('\n')}\n`)
mkdirSync(reports, { recursive: true })
writeFileSync(join(reports, 'bench.json'), `${JSON.stringify(bench, null, 2)}\n`)
process.stdout.write(`wrote ${join(reports, 'bench.json')}\n`)
