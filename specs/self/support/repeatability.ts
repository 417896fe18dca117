import { spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { ConformanceReport } from '../../../fixtures/report/conformance-report.ts'
import { verdictsOf } from './report-verdicts.ts'

// `npm run repeatability [-- --runs N]`: the whole suite N times in a row against the embedded
// reference server; every run must give the same verdict for every requirement id. Too long for
// every `npm test` (about a minute a run), so it is a script of its own.
const { values } = parseArgs({ options: { runs: { type: 'string', default: '20' } } })
const runs = Number(values.runs)
const bin = resolve(import.meta.dirname, '../../../cli/bin.js')

const started = Date.now()
const seen: Record<string, string>[] = []
for (let i = 1; i <= runs; i++) {
  const reports = mkdtempSync(join(tmpdir(), 'oac-repeat-'))
  const runStarted = Date.now()
  const run = spawnSync(process.execPath, [bin, '--reports', reports], {
    encoding: 'utf8',
    env: { ...process.env, GITHUB_STEP_SUMMARY: '', CI: '' },
  })
  const file = join(reports, 'conformance.json')
  const report = ConformanceReport.parse(JSON.parse(readFileSync(file, 'utf8')))
  rmSync(reports, { recursive: true, force: true })
  seen.push(verdictsOf(report))
  const { pass, fail, warn, skip } = report.summary
  const seconds = ((Date.now() - runStarted) / 1000).toFixed(1)
  process.stdout.write(
    `run ${i}/${runs}: exit ${run.status}, ${pass} pass, ${fail} fail, ${warn} warn, ${skip} skip (${seconds} s)\n`,
  )
}

const [first = {}] = seen
const differing = Object.keys(first).filter((id) =>
  seen.some((verdicts) => verdicts[id] !== first[id]),
)
for (const id of differing) {
  process.stdout.write(`${id} differs: ${seen.map((verdicts) => verdicts[id]).join(' ')}\n`)
}
const minutes = ((Date.now() - started) / 60_000).toFixed(1)
process.stdout.write(
  differing.length === 0
    ? `${runs} runs in ${minutes} min: identical verdicts for all ${Object.keys(first).length} ids\n`
    : `${runs} runs in ${minutes} min: ${differing.length} ids differ\n`,
)
process.exitCode = differing.length === 0 ? 0 : 1
