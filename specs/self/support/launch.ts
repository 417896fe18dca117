import { spawn } from 'node:child_process'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'

const root = resolve(import.meta.dirname, '../../..')

// How a user's tooling starts the run: in a process group of its own (a service manager, a
// container's init, a CI runner), and under a wrapper such as `timeout 300`.
export interface Launcher {
  readonly ownGroup?: boolean
  readonly wrapper?: readonly string[]
}

// The command line in a child process that the test can watch and signal while it runs.
export function launch(
  args: readonly string[],
  env: NodeJS.ProcessEnv,
  { ownGroup = false, wrapper = [] }: Launcher = {},
) {
  const reports = mkdtempSync(join(tmpdir(), 'oac-reports-'))
  const command = [process.execPath, join(root, 'cli/bin.js'), '--reports', reports, ...args]
  const [program = '', ...rest] = [...wrapper, ...command]
  const child = spawn(program, rest, {
    env: { ...process.env, ...env, CI: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: ownGroup,
  })
  let output = ''
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
  const exit = new Promise<number | null>((done) => child.on('exit', done))
  return { child, exit, reports, output: () => output }
}

// An npm script of this project, as a user runs it.
export function npm(args: readonly string[], env: Record<string, string>) {
  const child = spawn('npm', args, { cwd: root, env: { ...process.env, ...env } })
  let output = ''
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
  return new Promise<{ code: number | null; output: string }>((done) =>
    child.on('exit', (code) => {
      done({ code, output })
    }),
  )
}
