import { spawn, type ChildProcess } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { delimiter, join } from 'node:path'

// A container runtime for the self-tests: the one testcontainers finds (Docker, or a Podman
// service that .ci/run or the user started), else Podman's service started here when podman
// is installed. Ryuk stays off, as where no registry is in reach: the harness must remove its
// containers itself, which the tests then check.
export interface ContainerRuntime {
  // What a child process needs to reach it.
  readonly env: Readonly<Record<string, string>>
  stop(): Promise<void>
}

const testcontainersEnv = {
  TESTCONTAINERS_RYUK_DISABLED: 'true',
  TESTCONTAINERS_HOST_OVERRIDE: '127.0.0.1',
}

// What Debian's podman 4.3 needs here: crun fails on hybrid cgroups, and the default ulimits
// are above what an unprivileged container may set.
const containersConf = `[containers]
default_ulimits = ["nofile=20000:20000", "nproc=32768:32768"]
[engine]
runtime = "runc"
`

// A runtime, or why there is none. testcontainers reads its configuration once per process,
// so each try asks a fresh one.
export async function containerRuntime(): Promise<ContainerRuntime | string> {
  if (await answers(testcontainersEnv))
    return { env: testcontainersEnv, stop: () => Promise.resolve() }
  const missing = ['podman', 'runc'].filter((tool) => !installed(tool))
  if (missing.length > 0) {
    return (
      `no container runtime answers and ${missing.join(' and ')} ${missing.length > 1 ? 'are' : 'is'} ` +
      'not installed (.ci/run installs them: apt-get install podman runc)'
    )
  }
  return startPodmanService()
}

async function startPodmanService(): Promise<ContainerRuntime | string> {
  const dir = mkdtempSync(join(tmpdir(), 'oac-podman-'))
  writeFileSync(join(dir, 'containers.conf'), containersConf)
  const socket = join(dir, 'podman.sock')
  const service = spawn('podman', ['system', 'service', '--time=0', `unix://${socket}`], {
    env: { ...process.env, CONTAINERS_CONF: join(dir, 'containers.conf') },
    stdio: ['ignore', 'ignore', 'pipe'],
  })
  let stderr = ''
  service.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
  const env = { ...testcontainersEnv, DOCKER_HOST: `unix://${socket}` }
  const stop = async () => {
    await ended(service)
    rmSync(dir, { recursive: true, force: true })
  }
  for (const started = Date.now(); Date.now() - started < 20_000;) {
    if (service.exitCode !== null) break
    if (existsSync(socket) && (await answers(env))) return { env, stop }
    await new Promise((done) => setTimeout(done, 250))
  }
  await stop()
  const why = stderr.trim().split('\n').pop() ?? 'no answer in 20 s'
  return `podman is installed, but its service did not answer: ${why}`
}

function answers(env: Record<string, string>): Promise<boolean> {
  const probe = spawn(
    process.execPath,
    ['-e', "import('testcontainers').then((t) => t.getContainerRuntimeClient())"],
    { env: { ...process.env, ...env }, stdio: 'ignore' },
  )
  return new Promise((done) =>
    probe.on('exit', (code) => {
      done(code === 0)
    }),
  )
}

// podman looks for runc in sbin directories too, which a user's PATH may lack.
const installed = (tool: string) =>
  [...(process.env.PATH ?? '').split(delimiter), '/usr/sbin', '/usr/local/sbin'].some(
    (dir) => dir !== '' && existsSync(join(dir, tool)),
  )

async function ended(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return
  const exit = new Promise((done) => child.once('exit', done))
  child.kill('SIGTERM')
  await exit
}
