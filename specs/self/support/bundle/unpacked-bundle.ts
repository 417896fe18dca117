import { spawnSync } from 'node:child_process'
import { generateKeyPairSync } from 'node:crypto'
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { writeBundle } from '../../../../cli/bundle/bundle.ts'

// The bundle of a run's reports, unpacked by the system's tar as a certifier would: the folder.
export function unpackedBundle(reports: string): string {
  const work = mkdtempSync(join(tmpdir(), 'oac-bundle-scan-'))
  const key = join(work, 'key.pem')
  const { privateKey } = generateKeyPairSync('ed25519')
  writeFileSync(key, privateKey.export({ type: 'pkcs8', format: 'pem' }))
  const archive = join(work, 'run.tar')
  // Whatever the run left unjudged: the scan looks for secrets, not for completeness.
  writeBundle(reports, archive, key, { partial: true })
  const unpacked = join(work, 'unpacked')
  mkdirSync(unpacked)
  const untar = spawnSync('tar', ['-xf', archive, '-C', unpacked], { encoding: 'utf8' })
  if (untar.status !== 0) throw new Error(`tar -xf ${archive}: ${untar.stderr}`)
  return unpacked
}
