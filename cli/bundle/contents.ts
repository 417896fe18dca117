import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { outputs } from '../../fixtures/report/outputs.ts'
import type { TarEntry } from './tar.ts'

// Where each part of a run is in a bundle.
export const bundleNames = {
  evidence: 'evidence',
  metadata: 'metadata.txt',
  manifest: 'manifest.sha256',
  envelope: 'statement.dsse.json',
} as const

// The files of a run a certifier needs, as the run wrote them (the run redacted them): the
// verdicts, their summaries, the Allure report, the evidence (Allure's results and
// attachments), the target file with its secrets replaced, and the metadata document seen.
export function runFiles(reports: string): TarEntry[] {
  const files: TarEntry[] = []
  for (const name of [
    outputs.conformance,
    outputs.summary,
    outputs.junit,
    outputs.allureReport,
    outputs.target,
  ]) {
    const path = join(reports, name)
    if (existsSync(path)) files.push({ name, data: readFileSync(path) })
  }
  const evidence = join(reports, outputs.allureResults)
  const evidenceFiles = existsSync(evidence)
    ? readdirSync(evidence)
        .filter((name) => statSync(join(evidence, name)).isFile())
        .sort()
        .map((name) => ({
          name: `${bundleNames.evidence}/${name}`,
          data: readFileSync(join(evidence, name)),
        }))
    : []
  const metadata = metadataSeen(evidenceFiles)
  return [
    ...files,
    ...(metadata ? [{ name: bundleNames.metadata, data: Buffer.from(metadata) }] : []),
    ...evidenceFiles,
    ...filesUnder(reports, outputs.pictures),
  ]
}

// The pictures of the pages verdicts rest on, as the run wrote them (pictures/<id>/<n>.png).
function filesUnder(reports: string, folder: string): TarEntry[] {
  const root = join(reports, folder)
  if (!existsSync(root)) return []
  return readdirSync(root, { recursive: true, encoding: 'utf8' })
    .map((name) => name.split('\\').join('/'))
    .filter((name) => statSync(join(root, name)).isFile())
    .sort()
    .map((name) => ({ name: `${folder}/${name}`, data: readFileSync(join(root, name)) }))
}

const metadataSection = /^## authorization server metadata\n([\s\S]*?)(?=\n\n## |$(?![\s\S]))/m

// The checks that read the metadata record the exchanges under one title (in every check that
// judges it, the same document): the first one found is the document the run saw.
function metadataSeen(evidence: readonly TarEntry[]): string | undefined {
  for (const { name, data } of evidence) {
    if (!name.endsWith('.txt')) continue
    const section = metadataSection.exec(data.toString('utf8'))
    if (section?.[1]) return `${section[1]}\n`
  }
  return undefined
}
