import { spawn } from 'node:child_process'
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { expect, test } from '@playwright/test'
import { ConformanceReport } from '../../fixtures/report/conformance-report.ts'
import { startReferenceServer } from '../../fixtures/reference-server/index.ts'
import { relativeFlowModule } from './support/relative-flow.ts'

const checkout = resolve(import.meta.dirname, '../..')
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm'
const npx = process.platform === 'win32' ? 'npx.cmd' : 'npx'

interface Ran {
  readonly code: number | null
  readonly output: string
}

function exec(command: string, args: readonly string[], cwd: string, timeoutMs: number) {
  const child = spawn(command, args, {
    cwd,
    env: { ...process.env, GITHUB_STEP_SUMMARY: '', CI: '', npm_config_update_notifier: 'false' },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
  const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs)
  return new Promise<Ran>((done) =>
    child.on('exit', (code) => {
      clearTimeout(timer)
      done({ code, output })
    }),
  )
}

const resultOf = (reports: string, id: string) =>
  ConformanceReport.parse(
    JSON.parse(readFileSync(join(reports, 'conformance.json'), 'utf8')),
  ).results.find((r) => r.id === id)

// What a team does in the repository under test: npm pack's tarball installed into an empty
// folder, the command run there. The install takes the packages from npm's cache where it holds
// them (--prefer-offline), as a CI cache would; the registry answers for the rest.
test('the packed package installs into an empty folder and runs from there', async () => {
  test.setTimeout(900_000)
  const work = mkdtempSync(join(tmpdir(), 'oac-packed-'))
  const packed = await exec(npm, ['pack', checkout, '--pack-destination', work], work, 120_000)
  expect(packed.code, packed.output).toBe(0)
  const tarball = readdirSync(work).find((name) => name.endsWith('.tgz'))
  expect(tarball, packed.output).toBeDefined()

  const project = join(work, 'project')
  mkdirSync(project)
  writeFileSync(join(project, 'package.json'), '{ "private": true }\n')
  const installed = await exec(
    npm,
    ['install', '--prefer-offline', '--no-audit', '--no-fund', join(work, tarball ?? '')],
    project,
    600_000,
  )
  expect(installed.code, installed.output).toBe(0)

  // No --config: the embedded reference server; the reports land in the caller's folder.
  const embedded = await exec(
    npx,
    ['oauth-conformance', '--grep', 'AC-01', '--workers', '1'],
    project,
    240_000,
  )
  expect(embedded.code, embedded.output).toBe(0)
  expect(resultOf(join(project, 'reports'), 'AC-01')?.verdict).toBe('pass')

  // A target file in another folder, naming its interaction module by a relative path.
  const server = await startReferenceServer()
  try {
    const elsewhere = join(work, 'elsewhere', 'oauth')
    mkdirSync(elsewhere, { recursive: true })
    writeFileSync(join(elsewhere, 'flow.mjs'), relativeFlowModule)
    const target = { ...server.targetConfig(), interaction: { module: './flow.mjs' } }
    writeFileSync(join(elsewhere, 't.json'), JSON.stringify(target))
    const configured = await exec(
      npx,
      [
        'oauth-conformance',
        '--config',
        '../elsewhere/oauth/t.json',
        '--grep',
        'AC-01',
        '--workers',
        '1',
        '--reports',
        'configured',
      ],
      project,
      240_000,
    )
    expect(configured.code, configured.output).toBe(0)
    expect(resultOf(join(project, 'configured'), 'AC-01')?.verdict).toBe('pass')
  } finally {
    await server.stop()
  }
})
