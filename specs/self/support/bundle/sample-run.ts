import { generateKeyPairSync } from 'node:crypto'
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { outputs } from '../../../../fixtures/report/outputs.ts'
import { writeReports } from '../../../../fixtures/report/report-files.ts'
import { sampleReport } from '../sample-report.ts'
import { requirements } from '../../../../fixtures/catalogue/requirements.ts'

export interface SampleRun {
  readonly work: string
  readonly reports: string
  readonly privateKey: string
  readonly publicKey: string
}

// A complete run's reports folder with every kind of file a run writes for a bundle (one
// failure, an evidence attachment holding the metadata document, a picture), and an Ed25519
// key pair as PEM files.
export function sampleRun(): SampleRun {
  const work = mkdtempSync(join(tmpdir(), 'oac-bundle-'))
  const reports = join(work, 'reports')
  const judged = Object.fromEntries(requirements.map((r) => [r.id, 'pass' as const]))
  const report = sampleReport({ ...judged, 'AC-33': 'fail' })
  const picture = 'pictures/AC-04/1-page-the-flow-ended-on.png'
  writeReports(reports, {
    ...report,
    results: report.results.map((r) => (r.id === 'AC-04' ? { ...r, pictures: [picture] } : r)),
  })
  mkdirSync(join(reports, 'pictures/AC-04'), { recursive: true })
  writeFileSync(join(reports, picture), Buffer.from('89504e470d0a1a0a', 'hex'))
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
