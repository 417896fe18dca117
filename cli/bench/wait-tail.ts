import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { z } from 'zod'
import { outputs } from '../../fixtures/report/outputs.ts'

// The fields of an Allure result file that say which check ran when.
const AllureResult = z.object({
  start: z.number(),
  stop: z.number(),
  labels: z.array(z.object({ name: z.string(), value: z.string() })),
})
type AllureResult = z.infer<typeof AllureResult>

const idOf = (result: AllureResult) => result.labels.find((l) => l.name === 'ALLURE_ID')?.value

// How long the run went on after every other check had ended, only because a check with a
// deliberate wait (expiry, delayed reuse) was still waiting: the part of those waits that no
// other work overlapped. Zero when another check ended last.
export function waitTailMs(reports: string, waitingIds: ReadonlySet<string>): number {
  const results = allureResults(reports)
  const lastStop = (rs: AllureResult[]) => Math.max(0, ...rs.map((r) => r.stop))
  const others = results.filter((r) => !waitingIds.has(idOf(r) ?? ''))
  return Math.max(0, lastStop(results) - lastStop(others))
}

// Every check's own time, added up: on a machine that other work keeps busy, the wall time says
// more about that work than about the run, while the time latency adds to the checks stays.
export function checkTimeMs(reports: string): number {
  return allureResults(reports).reduce((sum, r) => sum + r.stop - r.start, 0)
}

// When the first check started (ms since the epoch).
export function firstCheckStart(reports: string): number {
  return Math.min(...allureResults(reports).map((r) => r.start))
}

function allureResults(reports: string): AllureResult[] {
  const dir = join(reports, outputs.allureResults)
  return readdirSync(dir)
    .filter((name) => name.endsWith('-result.json'))
    .map((name) => AllureResult.parse(JSON.parse(readFileSync(join(dir, name), 'utf8'))))
}
