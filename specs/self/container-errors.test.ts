import { existsSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir, userInfo } from 'node:os'
import { join } from 'node:path'
import { expect, test } from '@playwright/test'
import { expectRefusedBeforeTheSuite } from './support/refused-run.ts'
import { runCli } from './support/run-cli.ts'

// Sockets testcontainers tries whatever the environment says: where one exists, a machine
// without a runtime cannot be played.
const fixedSockets = ['/var/run/docker.sock', `/run/user/${userInfo().uid}/docker.sock`]

test('a container config without a container runtime exits 2 before anything starts, saying what to do', async () => {
  const present = fixedSockets.filter((socket) => existsSync(socket))
  test.skip(present.length > 0, `a runtime socket is always found here: ${present.join(', ')}`)
  const home = mkdtempSync(join(tmpdir(), 'oac-no-runtime-'))
  const file = join(home, 'target.json')
  writeFileSync(
    file,
    JSON.stringify({
      container: { image: 'vendor/as:1.4', port: 8080 },
      client: { clientId: 'app', clientSecret: 's', redirectUri: 'http://127.0.0.1/cb' },
      user: { username: 'alice', password: 'pw' },
    }),
  )
  // No DOCKER_HOST that answers, no ~/.testcontainers.properties, no rootless socket.
  const run = await runCli(['--config', file], {
    DOCKER_HOST: `unix://${join(home, 'none.sock')}`,
    HOME: home,
    XDG_RUNTIME_DIR: home,
  })
  expectRefusedBeforeTheSuite(run, `${file}: container: no container runtime found`)
  expect(run.stderr).toContain('give its "baseUrl" instead of "container"')
})
