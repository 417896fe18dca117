import { existsSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { expect, test } from '@playwright/test'
import { outputs } from '../../fixtures/report/outputs.ts'
import { du } from './support/hostile/du.ts'
import { runAgainst, type HostileRun } from './support/hostile/run-against.ts'
import { wholeRunAgainst } from './support/hostile/whole-run.ts'
import type { PageMode } from './support/hostile/page-modes.ts'
import { expectWithin, heavyRunMb, type MemoryBound } from './support/memory-bounds.ts'

// Sign-in and consent pages that attack the browser instead of the protocol. Each kind gets a
// whole run, as a user's CI would make one: it ends within its bound with every report written,
// and what the harness could not get through is not judged, never a fail or warn: a stuck or
// crashed page is the harness's lost footing, not the server's answer. Run these alone
// (`--workers 1`): each drives a browser against a page built to exhaust it.

async function against(
  mode: PageMode,
  extra: { config?: object; grep?: string; memoryBound?: MemoryBound } = {},
): Promise<HostileRun> {
  // A few ids where the kind's cost is in each page, not in how many flows meet it.
  const hostile = extra.grep
    ? await runAgainst({ mode, measureMemory: true, ...extra, grep: extra.grep })
    : await wholeRunAgainst({ mode, ...extra })
  const judged = hostile.report.results.filter((r) => r.reason !== 'not-run')
  test.info().annotations.push(
    ...judged.map((r) => ({
      type: r.id,
      description: `${r.verdict}: ${r.detail.slice(0, 200)}`,
    })),
  )
  if (extra.grep) {
    // A hang bound, not a speed: a run that waited on the page ran each check into its 60 s
    // time-out, or never ended.
    expect(hostile.run.ms, hostile.run.stderr).toBeLessThan(240_000)
    // The run's browsers and processes, summed; the decompression bombs' bound.
    expectWithin(hostile.run.peakMemory, heavyRunMb, hostile.run.stderr)
  }
  expect(du(hostile.run.reports), 'bytes in the reports folder').toBeLessThan(64 * 1024 * 1024)
  // Every report is written, and within what CI shows: GitHub cuts a job summary at 1 MiB.
  for (const file of [outputs.conformance, outputs.summary, outputs.junit, outputs.allureReport]) {
    expect(existsSync(join(hostile.run.reports, file)), file).toBe(true)
  }
  expect(statSync(join(hostile.run.reports, outputs.summary)).size).toBeLessThan(1024 * 1024)
  for (const result of hostile.report.results) {
    expect.soft(result.verdict, `${result.id}: ${result.detail}`).toMatch(/^(pass|skip)$/)
  }
  return hostile
}

const notJudged = (hostile: HostileRun, id: string, cause: RegExp) => {
  const result = hostile.results[id]
  expect.soft(result?.verdict, `${id}: ${result?.detail}`).toBe('skip')
  expect.soft(result?.detail, id).toMatch(/^not judged: /)
  expect.soft(result?.detail, id).toMatch(cause)
}

test('sign-in and consent pages that start endless downloads: the browser refuses them, the disk stays clean; judged where a flow got through, else not judged', async () => {
  const hostile = await against('download-pages')
  // The pages' forms work, and alone the flows go through (37 s, AC-01 and AC-33 pass); beside
  // another whole run on two busy cores the downloads' streaming can cost a flow its footing,
  // on this commit and before it (6 min, AC-01 not judged): that is not judged, never a verdict.
  for (const id of ['AC-01', 'AC-33']) {
    const result = hostile.results[id]
    if (result?.verdict === 'pass') continue
    expect.soft(result?.verdict, `${id}: ${result?.detail}`).toBe('skip')
    expect.soft(result?.detail, id).toMatch(/^not judged: /)
  }
  expect(du(hostile.run.reports)).toBeLessThan(16 * 1024 * 1024)
})

test('a consent page whose script never yields: closed after 10 s, not judged; later flows stop before it, error pages still judged', async () => {
  const hostile = await against('busy-consent')
  for (const id of ['AC-01', 'AC-33'])
    notJudged(hostile, id, /did not answer for 10 s \(a script that never yields/)
  // Once flows kept losing the page, they stop where they would act on one (lost-pages.ts).
  const paused = hostile.report.results.filter((r) =>
    /flows in a row lost their page/.test(r.detail),
  )
  expect(paused.length).toBeGreaterThan(0)
  // A flow that meets no page to act on still runs: an unregistered redirect_uri's error page.
  expect(hostile.results['AC-04']?.verdict, hostile.results['AC-04']?.detail).toBe('pass')
})

test('a consent page whose Web Worker spins: the flow goes on beside it, or is not judged', async () => {
  // A worker leaves the page's own thread free: its form still works, on a slower machine.
  await against('busy-worker-consent')
})

test('a sign-in page that allocates until its renderer dies: a crash, not judged', async () => {
  // Tabs of both workers allocate at once before the flows pause: 2.0 to 2.5 GB measured in
  // shares, 1.6 GB in a group, over the 0.5 GB beyond a correct run the other kinds keep
  // (docs/hostile-targets.md); the bound of runs built to take memory holds.
  const hostile = await against('memory-login', { memoryBound: heavyRunMb })
  for (const id of ['AC-01', 'AC-33']) {
    // The sign-in may beat the allocation, and a crash is the harness's lost footing: the check
    // runs once more. Either way the verdict is the server's answer (a pass) or not judged,
    // naming the lost page, never a fail or warn: a renderer busy collecting garbage stops
    // answering before it dies (CI saw the 10 s watch close it, then the pause), so the cause
    // named is the crash, the page that did not answer, or the pause they led to.
    const result = hostile.results[id]
    expect.soft(result?.verdict, `${id}: ${result?.detail}`).toMatch(/^(pass|skip)$/)
    if (result?.verdict === 'skip')
      notJudged(hostile, id, /crashed|did not answer for 10 s|flows in a row lost their page/)
  }
})

test('a sign-in page whose script spins 2 s after it is shown: judged where the sign-in beat it, else not judged', async () => {
  // The sign-in form is filled and sent within its first 2 s on a quiet machine; a slower one
  // may meet the spinning page, which is the harness's lost footing.
  const hostile = await against('late-busy-login')
  for (const id of ['AC-01', 'AC-33']) {
    if (hostile.results[id]?.verdict === 'pass') continue
    notJudged(hostile, id, /did not answer for 10 s|flows in a row lost their page/)
  }
})

test('error pages that load themselves again for ever: judged by the status each load was answered with', async () => {
  const hostile = await against('refreshing-error-pages')
  // No error page on the way: the sign-in and consent pages are the server's own.
  expect(hostile.results['AC-01']?.verdict, hostile.results['AC-01']?.detail).toBe('pass')
  // A missing redirect_uri is answered with a 400 error page, which loads itself again: the
  // server answered the same refusal each time, and never redirected.
  const missing = hostile.results['AC-06']
  expect(missing?.verdict, missing?.detail).toBe('pass')
  expect(missing?.detail).toMatch(/^error page HTTP 400 .*loaded itself \d+ times/)
})

// Its form works between reloads: a flow that got through in one is judged by what the server
// answered (a pass, since the server behind it is correct), one that did not is not judged.
// Ten loads a second for the whole run take memory as the allocating page's do: its whole
// run peaked at 1,588, 1,773 and 1,985 MB in a group of its own, quiet on 2026-12-07 (1,800 and
// 1,839 inside npm test), over the correct run's bound: it is held to the machine's.
test('a consent page that reloads itself every 100 ms: judged where a flow got through, else not judged; later flows stop before it', async () => {
  const hostile = await against('refreshing-consent', { memoryBound: heavyRunMb })
  for (const id of ['AC-01', 'AC-33']) {
    if (hostile.results[id]?.verdict === 'pass') continue
    notJudged(hostile, id, /kept replacing itself|consent page/)
  }
  // Once flows kept losing the page to its reloading, they stop before it (lost-pages.ts):
  // without that, each check tried its flows on it, and the run took two and a half times as long.
  const paused = hostile.report.results.filter((r) =>
    /flows in a row lost their page \(the last: the page \S+ kept replacing itself/.test(r.detail),
  )
  expect(paused.length).toBeGreaterThan(0)
})

test('a consent page that swallows the decision and shows itself again: not judged, never a fail', async () => {
  const hostile = await against('deaf-consent')
  for (const id of ['AC-01', 'AC-33']) notJudged(hostile, id, /came back after the decision/)
})

test('pages with tens of thousands of decoy controls and megabytes of text: the scan is bounded', async () => {
  // The generic interaction reads the page's controls to find the form.
  await against('decoy-pages', { config: { interaction: 'generic' }, grep: 'AC-01|AC-33' })
})

test('titles, error pages and JSON error answers of megabytes: every detail stays one line', async () => {
  const hostile = await against('huge-texts', { grep: 'AC-01|AC-04|AC-07 |AC-33' })
  for (const result of hostile.report.results) {
    expect.soft(result.detail.length, result.id).toBeLessThan(8 * 1024)
  }
  expect(statSync(join(hostile.run.reports, outputs.conformance)).size).toBeLessThan(1024 * 1024)
})
