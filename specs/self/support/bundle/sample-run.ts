import { generateKeyPairSync } from 'node:crypto'
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { outputs } from '../../../../fixtures/report/outputs.ts'
import { writeReports } from '../../../../fixtures/report/report-files.ts'
import { sampleReport } from '../sample-report.ts'

export interface SampleRun {
  readonly work: string
  readonly reports: string
  readonly privateKey: string
  readonly publicKey: string
}

// A reports folder with every kind of file a run writes for a bundle (one failure, an evidence
// attachment holding the metadata document), and an Ed25519 key pair as PEM files.
export function sampleRun(): SampleRun {
  const work = mkdtempSync(join(tmpdir(), 'oac-bundle-'))
  const reports = join(work, 'reports')
  writeReports(reports, sampleReport({ 'AC-33': 'fail', 'AC-01': 'pass' }))
  writeFileSync(join(reports, outputs.allureReport), '<html>report</html>\n')
  writeFileSync(join(reports, outputs.target), '{ "baseUrl": "http://127.0.0.1:1" }\n')
  const results = join(reports, outputs.allureResults)
  mkdirSync(results)
  writeFileSync(join(results, 'a-result.json'), '{"name":"AC-33"}')
  writeFileSync(
    join(results, 'b-attachment.txt'),
    '## browser\nGET /\n\n## authorization server metadata\nGET /.well-known → 200\n{"issuer":"x"}\n\n## token\nPOST',
  )
  const pair = generateKeyPairSync('ed25519')
  const privateKey = join(work, 'key.pem')
  const publicKey = join(work, 'pub.pem')
  writeFileSync(privateKey, pair.privateKey.export({ type: 'pkcs8', format: 'pem' }))
  writeFileSync(publicKey, pair.publicKey.export({ type: 'spki', format: 'pem' }))
  return { work, reports, privateKey, publicKey }
}
