import { spawn } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { expect, test } from '@playwright/test'
import { requirements } from '../../fixtures/catalogue/requirements.ts'
import { verdictsOf } from './support/report-verdicts.ts'
import { readReport, runCli } from './support/run-cli.ts'

const bin = resolve(import.meta.dirname, '../../cli/bin.js')

function merge(args: readonly string[]): Promise<{ code: number | null; stderr: string }> {
  const child = spawn(process.execPath, [bin, 'merge', ...args], {
    stdio: ['ignore', 'ignore', 'pipe'],
  })
  let stderr = ''
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
  return new Promise((done) => {
    child.on('exit', (code) => {
      done({ code, stderr })
    })
  })
}

// A subset of checks keeps this to seconds; the comparison is real: the same checks, run once
// whole and once as two slices in parallel (as two CI jobs would), merged.
const grep = ['--grep', 'AC-(01|02|30|31|33|38|40) ']

test('two shards merged give the verdicts of one unsharded run, and one set of reports', async () => {
  test.setTimeout(300_000)
  const whole = await runCli(grep)
  const slices = await Promise.all([
    runCli([...grep, '--shard', '1/2', '--workers', '1']),
    runCli([...grep, '--shard', '2/2', '--workers', '1']),
  ])
  for (const run of [whole, ...slices]) expect(run.code, run.stderr).toBe(0)
  const out = mkdtempSync(join(tmpdir(), 'oac-merged-'))
  const merged = await merge(['--reports', out, ...slices.map((s) => s.reports)])
  expect(merged.code, merged.stderr).toBe(0)

  const report = readReport({ ...whole, reports: out })
  expect(verdictsOf(report)).toEqual(verdictsOf(readReport(whole)))
  const judged = report.results.filter((r) => !r.detail.startsWith('not run: '))
  expect(judged.length).toBeGreaterThan(1)
  for (const slice of slices) {
    expect(
      readReport(slice).results.filter((r) => !r.detail.startsWith('not run: ')).length,
    ).toBeLessThan(judged.length)
  }
  const junit = readFileSync(join(out, 'junit.xml'), 'utf8')
  expect(junit.match(/<testcase /g)).toHaveLength(requirements.length)
  for (const file of ['summary.md', 'allure-report.html', 'html/index.html']) {
    expect(existsSync(join(out, file)), file).toBe(true)
  }
})

test('merge and --shard refuse bad input with one line and exit 2', async () => {
  const empty = mkdtempSync(join(tmpdir(), 'oac-empty-'))
  const out = mkdtempSync(join(tmpdir(), 'oac-merged-'))
  const missing = await merge(['--reports', out, empty])
  expect(missing.code).toBe(2)
  expect(missing.stderr.trim()).toBe(`oauth-conformance: no conformance.json in ${empty}`)
  const into = await merge(['--reports', empty, empty])
  expect(into.stderr).toContain('write the merged reports to a folder of their own')
  const none = await merge([])
  expect(none.code).toBe(2)
  expect(none.stderr).toContain('merge takes the reports folders of the slices')
  const shard = await runCli(['--shard', '3/2'])
  expect(shard.code).toBe(2)
  expect(shard.stderr).toContain('--shard takes I/N with I from 1 to N')
})
