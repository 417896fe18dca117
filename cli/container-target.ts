import { randomUUID } from 'node:crypto'
import { GenericContainer, Wait, getContainerRuntimeClient } from 'testcontainers'
import type { ContainerSpec } from '../fixtures/config/container-spec.ts'
import { HarnessError } from '../fixtures/errors.ts'

// Every container of one run carries this label with the run's id: how the harness finds what
// it started, also while testcontainers is still creating it.
export const runLabel = 'oauth-conformance.run'

// testcontainers publishes a port on every interface; a target holding test credentials must
// be reachable from this machine only.
class LoopbackContainer extends GenericContainer {
  protected override beforeContainerCreated(): Promise<void> {
    const bindings = this.hostConfig.PortBindings as Record<string, { HostIp?: string }[]>
    for (const binding of Object.values(bindings).flat()) binding.HostIp = '127.0.0.1'
    return Promise.resolve()
  }
}

function readiness(spec: ContainerSpec) {
  const { http, log } = spec.wait
  const httpReady = (path: string, accepts: (status: number) => boolean) =>
    Wait.forHttp(path, spec.port, { abortOnContainerExit: true }).forStatusCodeMatching(accepts)
  const wanted = [
    ...(http === undefined ? [] : [httpReady(http, (status) => status >= 200 && status < 300)]),
    ...(log === undefined ? [] : [Wait.forLogMessage(log)]),
  ]
  return wanted.length > 0 ? Wait.forAll(wanted) : httpReady('/', () => true)
}

async function removeRun(run: string): Promise<void> {
  const docker = (await getContainerRuntimeClient()).container.dockerode
  const found = await docker.listContainers({
    all: true,
    filters: { label: [`${runLabel}=${run}`] },
  })
  await Promise.all(found.map((c) => docker.getContainer(c.Id).remove({ force: true })))
}

export interface StartedContainer<T> {
  readonly prepared: T
  // Kills and removes the container; safe to call more than once.
  readonly stop: () => Promise<void>
}

// Starts the image with its port on 127.0.0.1:hostPort, then `prepare` (what must happen before
// the suite may run). Ryuk, testcontainers' reaper, needs an image from a registry and is often
// off, so the harness removes the container itself: when start or prepare fails, on stop, and
// on SIGINT or SIGTERM before the suite runs. From then on a signal goes to the suite, which
// ends first; the handler stays until the container is gone, so a second signal cannot kill
// the harness halfway through removing it.
export async function startContainer<T>(
  spec: ContainerSpec,
  hostPort: number,
  prepare: () => Promise<T>,
): Promise<StartedContainer<T>> {
  const run = randomUUID()
  const remove = () => removeRun(run)
  const starting = new LoopbackContainer(spec.image)
    .withExposedPorts({ container: spec.port, host: hostPort })
    .withEnvironment(spec.env)
    .withLabels({ [runLabel]: run })
    .withWaitStrategy(readiness(spec))
    .withStartupTimeout(spec.wait.timeoutSeconds * 1000)
  if (spec.command) starting.withCommand(spec.command)
  const startup = starting.start()
  let ready = false
  const interrupted = (signal: NodeJS.Signals) => {
    if (ready) return
    process.stderr.write(`oauth-conformance: ${signal}: removing the container of ${spec.image}\n`)
    // A container still being created is listed only once its creation returns; a start that
    // waits on a removed container ends at once, but no runtime is trusted to say so.
    const settled = Promise.race([
      startup.catch(() => undefined),
      new Promise((done) => setTimeout(done, 10_000)),
    ])
    void remove()
      .then(() => settled)
      .catch(() => undefined)
      .then(remove)
      .finally(() => process.exit(signal === 'SIGINT' ? 130 : 143))
  }
  process.on('SIGINT', interrupted).on('SIGTERM', interrupted)
  const stop = async () => {
    try {
      await remove()
    } catch (error) {
      process.stderr.write(
        `oauth-conformance: could not remove the container of ${spec.image} ` +
          `(label ${runLabel}=${run}): ${firstLine(error)}\n`,
      )
    } finally {
      process.off('SIGINT', interrupted).off('SIGTERM', interrupted)
    }
  }
  try {
    await startup.catch((error: unknown) => {
      throw new HarnessError(
        'HARNESS_TARGET_UNREACHABLE',
        `container ${spec.image} did not start: ${firstLine(error)} ` +
          '(DEBUG=testcontainers:containers shows its log)',
      )
    })
    const prepared = await prepare()
    ready = true
    return { prepared, stop }
  } catch (error) {
    await stop()
    throw error
  }
}

const firstLine = (error: unknown) =>
  ((error instanceof Error ? error.message : String(error)).split('\n')[0] ?? '').trim()
