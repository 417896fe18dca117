import { availableParallelism, freemem } from 'node:os'
import type { ResolvedTarget } from '../fixtures/config/resolved-target.ts'
import { send, trustTargetAuthority } from '../fixtures/transport/http/http.ts'

// How long a worker is busy on its own for each request-and-answer of a check (browser,
// Playwright, Node): against the embedded server with 150 ms added, on two busy cores, four
// workers finished first, before three and six (docs/speed.md).
const harnessMsPerRoundTrip = 150
// A worker is a Node process with its own Chromium: about a gigabyte at its peak.
const bytesPerWorker = 1024 ** 3
const samples = 3

// Playwright's default is half the cores; the checks mostly wait on the browser and the target,
// so one worker per core, and never fewer than two.
export const cpuWorkers = (): number => Math.max(2, availableParallelism())

// Workers for a target whose answers take `roundTripMs`: a worker waiting on the network holds no
// core, so there are as many more workers as keep the cores busy while the others wait (each
// core's work divided by its share of it), bounded by four per core and by the free memory.
export function workersFor(
  roundTripMs: number,
  { cores, freeBytes }: { cores: number; freeBytes: number } = {
    cores: availableParallelism(),
    freeBytes: freemem(),
  },
): number {
  const busy = Math.round((cores * (harnessMsPerRoundTrip + roundTripMs)) / harnessMsPerRoundTrip)
  const memory = Math.floor(freeBytes / bytesPerWorker)
  return Math.max(2, cores, Math.min(busy, 4 * cores, memory))
}

// The workers a run gets when the command line does not say: measured, unless there is nothing to
// gain (a single core's worth of checks would not fill more).
export async function defaultWorkersFor(
  target: ResolvedTarget,
): Promise<{ readonly workers: number; readonly roundTripMs: number | undefined }> {
  const roundTripMs = await measuredRoundTripMs(target)
  return {
    workers: roundTripMs === undefined ? cpuWorkers() : workersFor(roundTripMs),
    roundTripMs,
  }
}

// The fastest of a few plain GETs of the authorization endpoint (an error page, since nothing is
// asked): the target's round trip as the checks will meet it. A target that does not answer
// gets the default; the checks themselves say that it is unreachable.
async function measuredRoundTripMs(target: ResolvedTarget): Promise<number | undefined> {
  trustTargetAuthority(target.config)
  const times: number[] = []
  try {
    for (let i = 0; i < samples; i++) {
      const started = performance.now()
      await send(
        { method: 'GET', url: target.authorizationUrl },
        { timeoutMs: 2_000, maxBodyBytes: 65_536 },
      )
      times.push(performance.now() - started)
    }
  } catch {
    return undefined
  }
  return Math.round(Math.min(...times))
}
