import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { freeLoopbackPort } from '../../cli/container-port.ts'

const bin = resolve(import.meta.dirname, '../../cli/bin.js')

// How soon a run the harness refuses ends, through the command line as a user runs it: a valid
// config whose target refuses connections, the longest way to an exit 2 (the config is loaded,
// the browser found and the target probed). The self-tests check that such runs stop before the
// suite; how many seconds that takes is measured here, where a busy machine only moves a number.
export async function runRefused(): Promise<number> {
  const dir = mkdtempSync(join(tmpdir(), 'oac-bench-refused-'))
  try {
    const config = join(dir, 'target.json')
    writeFileSync(
      config,
      JSON.stringify({
        // Free a moment ago: connecting to it is refused at once.
        baseUrl: `http://127.0.0.1:${await freeLoopbackPort()}`,
        client: { clientId: 'app', clientSecret: 's', redirectUri: 'http://127.0.0.1/cb' },
        user: { username: 'alice', password: 'pw' },
      }),
    )
    const started = Date.now()
    const child = spawn(process.execPath, [bin, '--config', config, '--reports', dir], {
      stdio: 'ignore',
    })
    const code = await new Promise<number | null>((done) => child.on('exit', done))
    if (code !== 2) throw new Error(`a run against a closed port exited ${code}, not 2`)
    return Date.now() - started
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}
