import { spawnSync } from 'node:child_process'
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { expect, test } from '@playwright/test'
import { freeLoopbackPort } from '../../cli/container-port.ts'
import { requirements } from '../../fixtures/catalogue/requirements.ts'
import { expectRefusedBeforeTheSuite } from './support/refused-run.ts'
import { runCli } from './support/run-cli.ts'

const valid = (baseUrl: string) => ({
  baseUrl,
  client: { clientId: 'app', clientSecret: '${APP_SECRET}', redirectUri: 'http://127.0.0.1/cb' },
  user: { username: 'alice', password: 'pw' },
})

function configFile(content: unknown): string {
  const file = join(mkdtempSync(join(tmpdir(), 'oac-cli-')), 'target.json')
  writeFileSync(file, JSON.stringify(content))
  return file
}

test('an invalid config exits 2 with one line naming the field', async () => {
  const file = configFile({ ...valid('http://127.0.0.1:1'), concurrency: 'ten' })
  expectRefusedBeforeTheSuite(
    await runCli(['--config', file], { APP_SECRET: 's' }),
    `${file}: concurrency: `,
  )
})

test('an unset ${VAR} exits 2 naming the variable', async () => {
  const file = configFile(valid('http://127.0.0.1:1'))
  const run = await runCli(['--config', file], { APP_SECRET: undefined })
  expectRefusedBeforeTheSuite(
    run,
    'client.clientSecret: environment variable APP_SECRET is not set',
  )
})

test('an unreachable target exits 2 with one message naming the URL', async () => {
  // Free a moment ago: connecting to it is refused at once.
  const port = await freeLoopbackPort()
  const file = configFile(valid(`http://127.0.0.1:${port}`))
  const run = await runCli(['--config', file], { APP_SECRET: 's' })
  expectRefusedBeforeTheSuite(
    run,
    `target unreachable: GET http://127.0.0.1:${port}/oauth/authorize`,
  )
  // The probe ended on the refusal, not on its 5 s time-out.
  expect(run.stderr).toContain('ECONNREFUSED')
})

test('an unreachable target exits 2 before anything needs a browser', async () => {
  // A bad selector is found only with a browser (installed first, on a new machine): the
  // unreachable target must be said before that step, which would stop on the selector.
  const port = await freeLoopbackPort()
  const file = configFile({
    ...valid(`http://127.0.0.1:${port}`),
    interaction: { login: { username: 'css=[', password: '#p', submit: '#s' } },
  })
  const run = await runCli(['--config', file], { APP_SECRET: 's' })
  expectRefusedBeforeTheSuite(
    run,
    `target unreachable: GET http://127.0.0.1:${port}/oauth/authorize`,
  )
  expect(run.stderr).not.toMatch(/selector|Installing|browser/)
})

test('a bad option exits 2 and points at --help', async () => {
  expectRefusedBeforeTheSuite(
    await runCli(['--workers', 'many']),
    '--workers takes a positive whole number',
  )
  expectRefusedBeforeTheSuite(await runCli(['--colour']), 'see --help')
})

test('--list prints every requirement with its level', async () => {
  const run = await runCli(['--list'])
  expect(run.code).toBe(0)
  expect(run.stdout).toContain('AC-33\tMUST\tAuthorization code is single-use')
  expect(run.stdout.trim().split('\n')).toHaveLength(requirements.length)
})

test('--list into a reader that stops after one line exits 0 without a stack trace', () => {
  const run = spawnSync('sh', ['-c', `"${process.execPath}" cli/bin.js --list | head -1`], {
    encoding: 'utf8',
  })
  expect(run.stdout).toMatch(/^AC-01\tMUST\t/)
  expect(run.stderr).not.toContain('EPIPE')
})

// Alone, --help and --version are answered by bin.js without loading TypeScript; beside other
// options, by the command line itself. Both must say the same.
test('--help and --version say the same, alone and beside other options', () => {
  const bin = join(import.meta.dirname, '../../cli/bin.js')
  const say = (...args: string[]) =>
    spawnSync(process.execPath, [bin, ...args], { encoding: 'utf8' })
  for (const option of ['--help', '--version']) {
    const alone = say(option)
    const beside = say('--strict', option)
    expect(alone.status, alone.stderr).toBe(0)
    expect(beside.status, beside.stderr).toBe(0)
    expect(alone.stdout).toBe(beside.stdout)
  }
  expect(say('--help').stdout).toContain('--version')
  expect(say('--version').stdout).toMatch(/^oauth-conformance \d+\.\d+\.\d+\n$/)
})
