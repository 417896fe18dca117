import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { outputs } from '../../fixtures/report/outputs.ts'
import { readReport } from '../../fixtures/report/report-files.ts'
import { bundleNames, runFiles } from './contents.ts'
import { envelopeText, signEnvelope } from './dsse.ts'
import { harnessPackage } from './harness-package.ts'
import { readSigningKey } from './keys.ts'
import { manifestText, subjectOf } from './manifest.ts'
import { predicateType, statementType, type RunPredicate, type Statement } from './statement.ts'
import { tar } from './tar.ts'
import { incompleteBecause } from '../../fixtures/report/completeness.ts'
import { certificateFor } from '../../fixtures/report/certificate-file.ts'

export interface Bundled {
  // 0: written; 3: refused, the run being incomplete.
  readonly code: 0 | 3
  readonly line: string
}

// Packs a run's reports folder into one tar archive: the run's files, the certificate page,
// their SHA-256 manifest and an in-toto statement naming every file by digest, in a DSSE
// envelope signed with the Ed25519 key (docs/bundle.md). An incomplete run (checks not judged
// or not run, a lone slice) is refused unless a partial bundle is asked for, whose statement
// and certificate say it is one. Returns the line to print.
export function writeBundle(
  reports: string,
  out: string,
  keyFile: string,
  { partial = false }: { readonly partial?: boolean } = {},
): Bundled {
  const key = readSigningKey(keyFile)
  const report = readReport(reports)
  const gaps = incompleteBecause(report)
  if (gaps.length > 0 && !partial) {
    return {
      code: 3,
      line: `oauth-conformance: bundle refused: the run in ${reports} is incomplete: ${gaps.join('; ')} (a partial bundle that says so: --partial)`,
    }
  }
  const certificate = {
    name: outputs.certificate,
    data: Buffer.from(
      certificateFor(reports, report, gaps.length > 0 ? 'partial bundle' : 'bundle'),
    ),
  }
  const files = [...runFiles(reports), certificate]
  const manifest = { name: bundleNames.manifest, data: Buffer.from(manifestText(files)) }
  const { name, version } = harnessPackage()
  const started = new Date(report.startedAt)
  const predicate: RunPredicate = {
    bundler: { name, version, node: process.version },
    target: report.target,
    startedAt: report.startedAt,
    finishedAt: new Date(started.getTime() + report.durationMs).toISOString(),
    durationMs: report.durationMs,
    summary: report.summary,
    failed: report.results.filter((r) => r.verdict === 'fail').map((r) => r.id),
    versions: recordedVersions(reports),
    ...(report.profile ? { profile: report.profile } : {}),
    complete: gaps.length === 0,
  }
  const statement: Statement = {
    _type: statementType,
    subject: [...files, manifest].map(subjectOf),
    predicateType,
    predicate,
  }
  const envelope = signEnvelope(Buffer.from(`${JSON.stringify(statement, null, 2)}\n`), key)
  const signed = { name: bundleNames.envelope, data: Buffer.from(envelopeText(envelope)) }
  writeFileSync(out, tar([...files, manifest, signed], started))
  const kind = gaps.length > 0 ? 'a PARTIAL bundle (incomplete run)' : 'a bundle'
  return {
    code: 0,
    line: `oauth-conformance: ${out}: ${kind} of ${files.length} files of ${reports} (the certifier's page: ${outputs.certificate}), their manifest and a signed statement`,
  }
}

// Versions are read as the run wrote them, whatever their shape: the bundle certifies them,
// it does not interpret them.
function recordedVersions(reports: string): unknown {
  const raw: unknown = JSON.parse(readFileSync(join(reports, outputs.conformance), 'utf8'))
  return typeof raw === 'object' && raw !== null && 'versions' in raw ? raw.versions : undefined
}
