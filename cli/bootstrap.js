#!/usr/bin/env node
// `npm start` and `npm test` must work on a fresh clone with nothing done before them, so this
// file uses nothing but Node itself: it installs the npm packages when they are missing or
// stale, then hands over to the TypeScript command line or runs the project's own checks.
import { spawn, spawnSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = dirname(dirname(fileURLToPath(import.meta.url)))
const stamp = join(root, 'node_modules', '.oauth-conformance-installed')
const log = (line) => process.stderr.write(`${line}\n`)

function run(command, args) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit' })
  return result.status ?? 1
}

function ensurePackages() {
  const wanted = createHash('sha256')
    .update(readFileSync(join(root, 'package.json')))
    .update(readFileSync(join(root, 'package-lock.json')))
    .digest('hex')
  if (existsSync(stamp) && readFileSync(stamp, 'utf8') === wanted) return
  log('oauth-conformance: installing npm packages (npm ci)...')
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm'
  if (run(npm, ['ci', '--no-audit', '--no-fund']) !== 0) {
    log('oauth-conformance: npm ci failed; see the output above')
    process.exit(2)
  }
  writeFileSync(stamp, wanted)
}

const node = (script, args = []) => run(process.execPath, [join(root, script), ...args])

// A check whose output is kept until it ends, so that checks run at once print one after another.
function nodeQuietly(script, args) {
  return new Promise((done) => {
    const child = spawn(process.execPath, [join(root, script), ...args], { cwd: root })
    let output = ''
    child.stdout.on('data', (chunk) => (output += chunk))
    child.stderr.on('data', (chunk) => (output += chunk))
    child.on('close', (code) => {
      process.stderr.write(output)
      done(code ?? 1)
    })
  })
}

// Both cores: Playwright's default is one worker per two cores, and most of a self-test's time
// is spent waiting on a browser, a server or a child process.
const playwrightTest = (args) =>
  node('node_modules/@playwright/test/cli.js', ['test', '--workers', '2', ...args])

const browserCheck = ['browser', () => node('cli/bin.js', ['doctor'])]
// Each takes one core and none waits for another: run at once.
const staticChecks = [
  ['typecheck', () => nodeQuietly('node_modules/typescript/bin/tsc', ['--noEmit'])],
  ['lint', () => nodeQuietly('node_modules/eslint/bin/eslint.js', ['--max-warnings', '0', '.'])],
  ['format', () => nodeQuietly('node_modules/prettier/bin/prettier.cjs', ['--check', '.'])],
]

// The integration self-tests a change touched: those changed since REF (default: the last
// commit, so uncommitted work) or new and not yet committed, and the clean run, which every
// change can break.
function touchedIntegrationTests(since) {
  const git = (args) => spawnSync('git', args, { cwd: root, encoding: 'utf8' }).stdout ?? ''
  const files = [
    ...git(['diff', '--name-only', since, '--', 'specs/self']).split('\n'),
    ...git(['ls-files', '--others', '--exclude-standard', '--', 'specs/self']).split('\n'),
  ].filter((file) => /^specs\/self\/[^/]+\.test\.ts$/.test(file) && existsSync(join(root, file)))
  return [...new Set(['specs/self/clean-run.test.ts', ...files])]
}

// The project's own checks, in stages, each check reported, then one closing line that CI can
// read. The unit self-tests come first, so that a broken unit shows within a minute; the slow
// ones last. Arguments given to npm test (a file, --grep) select among all self-tests at once,
// as they always have: split in two, the half they select nothing in would fail with "No tests
// found".
const stages = (extra) =>
  extra.length > 0
    ? [
        [browserCheck],
        staticChecks,
        [['self-tests', () => playwrightTest(['--project=self', ...extra])]],
      ]
    : [
        [['unit self-tests', () => playwrightTest(['--project=unit'])]],
        [browserCheck],
        staticChecks,
        [
          [
            'integration self-tests',
            () => playwrightTest(['--project=fault-matrix', '--project=integration']),
          ],
        ],
      ]

// npm run test:quick [-- --since REF]: the inner loop, a few minutes (docs/development.md).
function quickStages(extra) {
  const at = extra.indexOf('--since')
  const since = at >= 0 ? extra[at + 1] : 'HEAD'
  if (at >= 0 && !since) {
    log('oauth-conformance: --since takes a git revision, e.g. --since main')
    process.exit(2)
  }
  const tests = touchedIntegrationTests(since)
  return [
    [['unit self-tests', () => playwrightTest(['--project=unit'])]],
    staticChecks,
    [
      [
        `integration self-tests (${tests.join(', ')})`,
        () => playwrightTest(['--project=fault-matrix', '--project=integration', ...tests]),
      ],
    ],
  ]
}

// The self-tests' scratch files (reports of the runs they start, target files, keys, Chromium's
// profiles) go to one folder of this run, removed at its end: each test removing its own left
// about 300 folders and gigabytes in the system's temporary folder per npm test.
function withScratchFolder() {
  const scratch = mkdtempSync(join(tmpdir(), 'oac-self-tests-'))
  process.env.TMPDIR = scratch
  const remove = () => rmSync(scratch, { recursive: true, force: true })
  process.on('exit', remove)
}

async function selfTest(chosen) {
  withScratchFolder()
  const failed = []
  let count = 0
  for (const stage of chosen) {
    log(`\n== ${stage.map(([name]) => name).join(', ')}`)
    const codes = await Promise.all(stage.map(([, check]) => check()))
    stage.forEach(([name], i) => codes[i] !== 0 && failed.push(name))
    count += stage.length
    if (stoppedBy) process.exit(stopExit[stoppedBy])
  }
  log(failed.length > 0 ? `\nfailed: ${failed.join(', ')}` : '\nall checks passed')
  process.stdout.write(`${count - failed.length} passed, ${failed.length} failed\n`)
  return failed.length > 0 ? 1 : 0
}

// The first argument is the npm script that called this file (package.json), never an option:
// anything else would run the suite with that argument silently dropped.
const scripts = {
  start: (rest) => node('cli/bin.js', rest),
  test: (rest) => selfTest(stages(rest)),
  quick: (rest) => selfTest(quickStages(rest)),
  reference: (rest) => node('cli/bin.js', ['reference', ...rest]),
  bench: () => run(process.execPath, ['--import', 'tsx', join(root, 'cli/bench/main.ts')]),
}
const [command, ...rest] = process.argv.slice(2)
if (!Object.hasOwn(scripts, command ?? '')) {
  log(
    `oauth-conformance: cli/bootstrap.js runs the npm scripts (${Object.keys(scripts).join(', ')}), not "${command ?? ''}": use npm start -- [options] or npx oauth-conformance [options]`,
  )
  process.exit(2)
}
// A signal to the whole group (Ctrl-C, `timeout`, a CI runner ending the job) reaches the
// command line too, which stops the run and writes what was judged: this process waits for its
// child and passes on its exit code, rather than dying first and leaving npm to report a kill;
// and starts nothing after it.
const stopExit = { SIGINT: 130, SIGTERM: 143 }
let stoppedBy
for (const signal of Object.keys(stopExit)) process.on(signal, () => (stoppedBy ??= signal))
ensurePackages()
if (stoppedBy) process.exit(stopExit[stoppedBy])
process.exit(await scripts[command](rest))
