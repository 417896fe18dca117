import { randomBytes } from 'node:crypto'
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { expect, test } from '@playwright/test'
import { getContainerRuntimeClient } from 'testcontainers'
import { runLabel } from '../../cli/container-target.ts'
import {
  embeddedCodeLifetimeSeconds,
  embeddedReuseDelaySeconds,
} from '../../fixtures/reference-server/embedded-target.ts'
import { clientIds, redirectUris, usernames } from '../../fixtures/reference-server/registry.ts'
import { referenceOpenId } from '../../fixtures/reference-server/target-config.ts'
import { containerRuntime, type ContainerRuntime } from './support/container-runtime.ts'
import { launch, npm } from './support/launch.ts'
import { verdictsOf } from './support/report-verdicts.ts'
import { readReport, runCli } from './support/run-cli.ts'

// The path a vendor's CI takes: the reference server built into an image, started by the harness
// from a config's container block through testcontainers. One runtime and one image for the file.
test.describe.configure({ mode: 'default' })

const image = 'localhost/oauth-conformance-reference:latest'
let runtime: ContainerRuntime | undefined

test.beforeAll(async () => {
  test.setTimeout(180_000)
  const found = await containerRuntime()
  if (typeof found === 'string') {
    process.stderr.write(`container tests skipped: ${found}\n`)
    test.skip(true, found)
    return
  }
  runtime = found
  Object.assign(process.env, runtime.env)
  const build = await npm(['run', 'reference:image'], runtime.env)
  expect(build.code, build.output).toBe(0)
  process.stderr.write(build.output)
})

test.afterAll(async () => {
  await runtime?.stop()
})

const secrets = () => ({
  CLIENT_SECRET: randomBytes(18).toString('base64url'),
  CLIENT2_SECRET: randomBytes(18).toString('base64url'),
  RESTRICTED_SECRET: randomBytes(18).toString('base64url'),
  USER_PASSWORD: randomBytes(12).toString('base64url'),
  UNVERIFIED_PASSWORD: randomBytes(12).toString('base64url'),
})

// What a user writes for the reference image: its secrets and its issuer through container.env.
const referenceImageConfig = (container: object = {}) => ({
  container: {
    image,
    port: 8080,
    command: ['--code-lifetime', String(embeddedCodeLifetimeSeconds)],
    env: {
      REFERENCE_BASE_URL: '${CONTAINER_BASE_URL}',
      REFERENCE_CLIENT_SECRET: '${CLIENT_SECRET}',
      REFERENCE_SECOND_CLIENT_SECRET: '${CLIENT2_SECRET}',
      REFERENCE_RESTRICTED_CLIENT_SECRET: '${RESTRICTED_SECRET}',
      REFERENCE_USER_PASSWORD: '${USER_PASSWORD}',
      REFERENCE_UNVERIFIED_USER_PASSWORD: '${UNVERIFIED_PASSWORD}',
    },
    wait: { http: '/.well-known/oauth-authorization-server' },
    ...container,
  },
  client: client('main', '${CLIENT_SECRET}'),
  secondClient: { ...client('second', '${CLIENT2_SECRET}'), requiresPkce: true },
  restrictedClient: client('restricted', '${RESTRICTED_SECRET}'),
  alternateRedirectUri: redirectUris.alternate,
  insecureRedirectUri: redirectUris.legacyHttp,
  scope: 'profile email',
  user: { username: usernames.verified, password: '${USER_PASSWORD}' },
  unverifiedUser: { username: usernames.unverified, password: '${UNVERIFIED_PASSWORD}' },
  interaction: 'reference',
  codeLifetimeSeconds: embeddedCodeLifetimeSeconds,
  reuseDelaySeconds: embeddedReuseDelaySeconds,
  resourceUrl: '${CONTAINER_BASE_URL}/api/me',
  openid: referenceOpenId,
})

const client = (which: keyof typeof clientIds, clientSecret: string) => ({
  clientId: clientIds[which],
  clientSecret,
  redirectUri: redirectUris[which],
})

function configFile(content: object): string {
  const file = join(mkdtempSync(join(tmpdir(), 'oac-container-run-')), 'target.json')
  writeFileSync(file, JSON.stringify(content))
  return file
}

test('the suite against the reference image gives the verdicts of the in-process run', async () => {
  test.setTimeout(420_000)
  const inProcess = await runCli([])
  expect(inProcess.code, inProcess.stderr).toBe(0)
  const credentials = secrets()
  const env = { ...runtime?.env, ...credentials }
  const contained = await runCli(['--config', configFile(referenceImageConfig())], env)
  expect(contained.code, contained.stderr).toBe(0)
  process.stderr.write(
    `in-process run ${String(inProcess.ms)} ms, container run ${String(contained.ms)} ms\n`,
  )
  expect(verdictsOf(readReport(contained))).toEqual(verdictsOf(readReport(inProcess)))
  expect(await leftBehind()).toEqual([])
  for (const file of filesUnder(contained.reports)) {
    const text = readFileSync(file, 'latin1')
    for (const value of Object.values(credentials)) expect.soft(text, file).not.toContain(value)
  }
})

test('a container that does not start exits 2 naming the image, and is removed', async () => {
  const env = { ...runtime?.env, ...secrets() }
  const missing = await runCli(
    ['--config', configFile(referenceImageConfig({ image: 'localhost/oauth-conformance-none' }))],
    env,
  )
  expect(missing.code).toBe(2)
  expect(missing.stderr).toContain('container localhost/oauth-conformance-none did not start')
  const neverReady = referenceImageConfig({ wait: { log: 'never printed', timeoutSeconds: 2 } })
  const timedOut = await runCli(['--config', configFile(neverReady)], env)
  expect(timedOut.code).toBe(2)
  expect(timedOut.stderr).toContain(`container ${image} did not start`)
  expect(await leftBehind()).toEqual([])
})

test('an interrupt while the container starts or while the suite runs removes it', async () => {
  test.setTimeout(180_000)
  const env = { ...runtime?.env, ...secrets() }
  const neverReady = referenceImageConfig({ wait: { log: 'never printed', timeoutSeconds: 120 } })
  const starting = launch(['--config', configFile(neverReady)], env)
  await expect.poll(leftBehind, { timeout: 60_000 }).toHaveLength(1)
  starting.child.kill('SIGINT')
  expect(await starting.exit, starting.output()).toBe(130)
  expect(await leftBehind()).toEqual([])

  const running = launch(['--config', configFile(referenceImageConfig())], env)
  await expect.poll(() => running.output(), { timeout: 120_000 }).toContain('Running ')
  running.child.kill('SIGINT')
  await running.exit
  expect(await leftBehind()).toEqual([])
})

async function leftBehind(): Promise<string[]> {
  const docker = (await getContainerRuntimeClient()).container.dockerode
  const found = await docker.listContainers({ all: true, filters: { label: [runLabel] } })
  return found.map((container) => `${container.Image} ${container.State}`)
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
}
