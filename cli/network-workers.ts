import { setTimeout as delay } from 'node:timers/promises'
import { availableParallelism, cpus, freemem } from 'node:os'
import type { ResolvedTarget } from '../fixtures/config/resolved-target.ts'
import { send } from '../fixtures/transport/http/http.ts'
import type { TargetConnection } from '../fixtures/transport/http/target-connection.ts'
import { CheckContext } from '../fixtures/transport/check-context.ts'

// How long a worker is busy on its own for each request-and-answer of a check (browser,
// Playwright, Node): against the embedded server with 150 ms added, on two idle cores, four
// workers finish well before two (docs/speed.md).
const harnessMsPerRoundTrip = 150
// A worker is a Node process with its own Chromium: about a gigabyte at its peak.
const bytesPerWorker = 1024 ** 3
const samples = 3
// From this round trip on, a worker's flows overlap in two signed-in contexts: below it, the
// answers come faster than a second browser context would pay for itself.
const distantMs = 50
const idleWindowMs = 300

// Playwright's default is half the cores; the checks mostly wait on the browser and the target,
// so one worker per core, and never fewer than two.
export const cpuWorkers = (): number => Math.max(2, availableParallelism())

export interface Machine {
  readonly cores: number
  // Cores that nothing else was using just now: only these can run a worker's share while
  // another waits. On a machine busy with other work, added workers only compete for the same
  // cores, and each costs a Node process and a Chromium to start.
  readonly idleCores: number
  readonly freeBytes: number
}

// Workers for a target whose answers take `roundTripMs`: a worker waiting on the network holds no
// core, so the idle cores take as many more workers as keep them busy while the others wait,
// bounded by four per core and by the free memory; never fewer than the default.
export function workersFor(roundTripMs: number, machine: Machine): number {
  const { cores, idleCores, freeBytes } = machine
  const busy = Math.round(
    (idleCores * (harnessMsPerRoundTrip + roundTripMs)) / harnessMsPerRoundTrip,
  )
  const memory = Math.floor(freeBytes / bytesPerWorker)
  return Math.max(2, cores, Math.min(busy, 4 * cores, memory))
}

// Signed-in contexts per worker's pool for a target whose answers take `roundTripMs`.
export const contextsFor = (roundTripMs: number | undefined): number =>
  roundTripMs !== undefined && roundTripMs >= distantMs ? 2 : 1

// The workers a run gets when the command line does not say. A target that does not answer
// gets the default; the checks themselves say that it is unreachable.
export async function defaultWorkersFor(
  target: ResolvedTarget,
  connection: TargetConnection,
): Promise<{ readonly workers: number; readonly roundTripMs: number | undefined }> {
  const idle = idleCoresSince(cpuTimes())
  const roundTripMs = await measuredRoundTripMs(target, connection)
  const cores = availableParallelism()
  const atMost = { cores, idleCores: cores, freeBytes: freemem() }
  if (roundTripMs === undefined || workersFor(roundTripMs, atMost) <= cpuWorkers()) {
    return { workers: cpuWorkers(), roundTripMs }
  }
  const idleCores = await idle
  return { workers: workersFor(roundTripMs, { ...atMost, idleCores }), roundTripMs }
}

// The fastest of a few plain GETs of the authorization endpoint (an error page, since nothing is
// asked): the target's round trip as the checks will meet it, without the connection's set-up.
// Sent once each, neither paced nor waited for: a target that throttles them gets the default
// workers, since more would only be throttled more.
async function measuredRoundTripMs(
  target: ResolvedTarget,
  connection: TargetConnection,
): Promise<number | undefined> {
  const times: number[] = []
  try {
    for (let i = 0; i < samples; i++) {
      const started = performance.now()
      await send(
        { method: 'GET', url: target.authorizationUrl },
        new CheckContext(undefined, connection),
        {
          timeoutMs: 2_000,
          maxBodyBytes: 65_536,
          burst: true,
        },
      )
      times.push(performance.now() - started)
    }
  } catch {
    return undefined
  }
  return Math.round(Math.min(...times))
}

const cpuTimes = () =>
  cpus().reduce(
    (sum, { times }) => ({
      idle: sum.idle + times.idle,
      total: sum.total + times.user + times.nice + times.sys + times.idle + times.irq,
    }),
    { idle: 0, total: 0 },
  )

// The cores left idle over a short window from `start`: a load average would still count the
// run before this one.
async function idleCoresSince(start: ReturnType<typeof cpuTimes>): Promise<number> {
  await delay(idleWindowMs)
  const end = cpuTimes()
  const total = end.total - start.total
  const idleShare = total > 0 ? (end.idle - start.idle) / total : 0
  return availableParallelism() * idleShare
}
