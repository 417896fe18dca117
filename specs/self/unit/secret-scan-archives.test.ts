import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { expect, test } from '@playwright/test'
import { scanForSecrets } from '../support/secret-scan.ts'

// The artifact scan decodes base64 runs at guessed offsets; bytes that start like gzip by chance
// must not stop it (a CI run failed on one), while a file that looks like gzip and does not open
// must: its contents would go unscanned.
const needle = { label: 'token', value: 'tok-7d1c0a9e4b2f' }

function withFile(content: Buffer, scan: (path: string) => void) {
  const folder = mkdtempSync(join(tmpdir(), 'scan-'))
  try {
    const path = join(folder, 'artifact.bin')
    writeFileSync(path, content)
    scan(path)
  } finally {
    rmSync(folder, { recursive: true, force: true })
  }
}

test('a base64 run that decodes to gzip-like bytes is scanned as it is', () => {
  const lookalike = Buffer.concat([Buffer.from([0x1f, 0x8b]), Buffer.alloc(30, 7)])
  const text = `${lookalike.toString('base64')} ${needle.value}`
  withFile(Buffer.from(text), (path) => {
    expect(scanForSecrets([path], [needle]).hits.map((hit) => hit.label)).toEqual(['token'])
  })
})

test('a file that looks like gzip and does not open fails the scan', () => {
  const broken = Buffer.concat([Buffer.from([0x1f, 0x8b]), Buffer.alloc(30, 7)])
  withFile(broken, (path) => {
    expect(() => scanForSecrets([path], [needle])).toThrow()
  })
})
