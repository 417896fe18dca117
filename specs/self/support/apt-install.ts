import { spawnSync } from 'node:child_process'

// Debian packages a self-test needs, installed with apt-get where they are missing and the test
// runs as root; the package lists updated once where the first try does not make them ready.
// Undefined once `ready()`, else why not.
export function aptInstall(
  packages: readonly string[],
  ready: () => boolean,
  env: NodeJS.ProcessEnv = {},
): string | undefined {
  if (ready()) return undefined
  const names = packages.join(' ')
  if (process.getuid?.() !== 0) return `${names}: not installed (and not root)`
  const install = () =>
    spawnSync('apt-get', ['install', '-y', '-q', ...packages], {
      encoding: 'utf8',
      timeout: 600_000,
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive', ...env },
    })
  let tried = install()
  if (!ready()) {
    spawnSync('apt-get', ['update', '-q'], { timeout: 300_000 })
    tried = install()
  }
  if (ready()) return undefined
  const why = tried.stderr.split('\n').find((line) => line.startsWith('E:')) ?? ''
  return `apt-get install ${names} did not make it ready: ${why}`
}
