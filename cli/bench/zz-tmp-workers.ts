import { spawn } from 'node:child_process'
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { startEmbeddedTarget } from '../../fixtures/reference-server/embedded-target.ts'
import { readReport } from '../../fixtures/report/report-files.ts'
const [ms, workers] = process.argv.slice(2).map(Number)
const { server, target } = await startEmbeddedTarget([], false, ms)
const dir = mkdtempSync(join(tmpdir(), 'oac-w-'))
writeFileSync(join(dir, 't.json'), JSON.stringify(target.config))
const args = ['cli/bin.js', '--config', join(dir, 't.json'), '--reports', join(dir, 'r')]
if (workers) args.push('--workers', String(workers))
const t = Date.now()
const c = spawn('/usr/bin/time', ['-f', 'cpu %U+%S wall %e', process.execPath, ...args], {
  stdio: ['ignore', 'ignore', 'inherit'],
})
await new Promise((d) => c.on('exit', d))
const wall = Date.now() - t
await server.stop()
const rep = readReport(join(dir, 'r'))
console.log(JSON.stringify({ ms, workers, wall, pw: rep.durationMs, summary: rep.summary, dir }))
