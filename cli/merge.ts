import { spawnSync } from 'node:child_process'
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { HarnessError } from '../fixtures/errors.ts'
import { exitCodeOf } from '../fixtures/report/exit-code.ts'
import { mergeConformance } from '../fixtures/report/merge.ts'
import { clearOutputs, outputs } from '../fixtures/report/outputs.ts'
import { publishStepSummary, readReport, writeReports } from '../fixtures/report/report-files.ts'
import { summaryTable } from '../fixtures/report/summary.ts'
import { writeAllureReportOrSay } from './run.ts'
import type { Comparison } from './args.ts'
import { loadBaseline } from '../fixtures/report/baseline-file.ts'
import { compareWithBaseline } from '../fixtures/report/compare-baseline.ts'
import { writeAllureEnvironment } from '../fixtures/report/allure-environment.ts'
import { writeCertificate } from '../fixtures/report/certificate-file.ts'
import { incompleteCertification, incompleteLine } from '../fixtures/report/completeness.ts'

const playwrightCli = createRequire(import.meta.url).resolve('@playwright/test/cli')

// `oauth-conformance merge --reports OUT SLICE...`: the reports of the slices of a sharded run
// as one run's reports: conformance.json, summary.md and junit.xml from the merged verdicts,
// Allure results pooled and the Allure report built from them, and Playwright's HTML report
// merged from the slices' blob reports. Exits as the whole run would have. The comparison with
// a baseline is made again on the merged verdicts: each slice saw only its own ids.
export async function mergeSlices(
  out: string,
  slices: readonly string[],
  { baseline: baselineFile, failOn }: Comparison,
): Promise<number> {
  const baseline = baselineFile ? loadBaseline(baselineFile) : undefined
  const target = resolve(out)
  const dirs = slices.map((dir) => resolve(dir))
  if (dirs.includes(target)) {
    throw new HarnessError(
      'HARNESS_CONFIG_INVALID',
      `merge: write the merged reports to a folder of their own, not into ${out}`,
    )
  }
  const report = mergeConformance(dirs.map(readReport))
  if (baseline) report.baseline = compareWithBaseline(baseline.report, report, baseline.source)
  clearOutputs(target)
  writeReports(target, report)
  const allureResults = join(target, outputs.allureResults)
  mkdirSync(allureResults, { recursive: true })
  for (const dir of dirs) copyFolder(join(dir, outputs.allureResults), allureResults)
  writeAllureEnvironment(target, report)
  // Every slice ran against the same target file: the first slice's copy stands for all.
  const redactedTarget = dirs.map((dir) => join(dir, outputs.target)).find(existsSync)
  if (redactedTarget) cpSync(redactedTarget, join(target, outputs.target))
  await writeAllureReportOrSay([allureResults], report, target)
  mergeHtmlReports(dirs, join(target, outputs.html))
  // Each id was run by one slice: its pictures folder is that slice's alone.
  for (const dir of dirs) copyFolder(join(dir, outputs.pictures), join(target, outputs.pictures))
  writeCertificate(target, report)
  publishStepSummary(target)
  process.stdout.write(summaryTable(report, 'merged'))
  if (incompleteCertification(report))
    process.stderr.write(`oauth-conformance: ${incompleteLine(report)}\n`)
  return exitCodeOf(report, failOn)
}

function copyFolder(from: string, to: string): void {
  if (!existsSync(from)) return
  mkdirSync(to, { recursive: true })
  for (const name of readdirSync(from))
    cpSync(join(from, name), join(to, name), { recursive: true })
}

// Playwright merges its own HTML report from the blob reports that sharded runs write.
function mergeHtmlReports(dirs: readonly string[], html: string): void {
  const blobs = mkdtempSync(join(tmpdir(), 'oac-blobs-'))
  try {
    for (const dir of dirs) copyFolder(join(dir, outputs.blob), blobs)
    if (readdirSync(blobs).length === 0) {
      process.stderr.write(
        `oauth-conformance: merge: no blob reports in the slices; no ${outputs.html}/\n`,
      )
      return
    }
    const merged = spawnSync(
      process.execPath,
      [playwrightCli, 'merge-reports', '--reporter', 'html', blobs],
      {
        env: { ...process.env, PLAYWRIGHT_HTML_OUTPUT_DIR: html, PLAYWRIGHT_HTML_OPEN: 'never' },
        encoding: 'utf8',
      },
    )
    if (merged.status !== 0) {
      process.stderr.write(
        `oauth-conformance: merge: Playwright's merge-reports failed: ${merged.stderr.trim().slice(-300)}\n`,
      )
    }
  } finally {
    rmSync(blobs, { recursive: true, force: true })
  }
}
