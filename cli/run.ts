import { spawn } from 'node:child_process'
import { existsSync, readFileSync, rmSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { targetVariable, type ResolvedTarget } from '../fixtures/config/resolved-target.ts'
import { notJudgedPrefix, notRunPrefix } from '../fixtures/errors.ts'
import { ConformanceReport } from '../fixtures/verdict/report.ts'
import type { RunOptions } from './args.ts'
import { chromiumVariable, type BrowserChoice } from './browser.ts'
import { reportsVariable, strictVariable } from './run-variables.ts'

const root = resolve(fileURLToPath(import.meta.url), '../..')
const playwrightCli = createRequire(import.meta.url).resolve('@playwright/test/cli')

// What a run writes; removed first so that old results never pass for new ones. Only these:
// the reports folder may be a user's folder with other files in it.
const outputs = ['conformance.json', 'summary.md', 'junit.xml', 'html', 'test-results']

export async function runSuite(
  options: RunOptions,
  target: ResolvedTarget,
  browser: BrowserChoice,
): Promise<number> {
  const reports = resolve(options.reports)
  for (const output of outputs) rmSync(join(reports, output), { recursive: true, force: true })
  const args = [
    playwrightCli,
    'test',
    '--config',
    join(root, 'playwright.config.ts'),
    '--project',
    'conformance',
  ]
  if (options.grep) args.push('--grep', options.grep)
  if (options.workers) args.push('--workers', String(options.workers))
  if (options.shard) args.push('--shard', options.shard)
  const env = {
    ...process.env,
    [targetVariable]: JSON.stringify(target),
    [reportsVariable]: reports,
    [strictVariable]: options.strict ? '1' : '0',
    ...(browser.executablePath ? { [chromiumVariable]: browser.executablePath } : {}),
  }
  const child = spawn(process.execPath, args, { cwd: root, env, stdio: 'inherit' })
  const forward = (signal: NodeJS.Signals) => child.kill(signal)
  process.on('SIGINT', forward).on('SIGTERM', forward)
  await new Promise((done) => child.on('exit', done))
  process.off('SIGINT', forward).off('SIGTERM', forward)
  return exitCode(join(reports, 'conformance.json'))
}

// 1 when a MUST failed; 2 when every check that ran ended without a verdict.
function exitCode(file: string): number {
  if (!existsSync(file)) {
    process.stderr.write(`oauth-conformance: the run wrote no ${file}\n`)
    return 2
  }
  const report = ConformanceReport.parse(JSON.parse(readFileSync(file, 'utf8')))
  if (report.summary.fail > 0) return 1
  const ran = report.results.filter((r) => !r.detail.startsWith(notRunPrefix))
  const notJudged = ran.filter((r) => r.detail.startsWith(notJudgedPrefix))
  return ran.length > 0 && notJudged.length === ran.length ? 2 : 0
}
