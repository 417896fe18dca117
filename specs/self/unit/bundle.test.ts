import { generateKeyPairSync } from 'node:crypto'
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, test } from '@playwright/test'
import { parseCommand } from '../../../cli/args.ts'
import { writeBundle } from '../../../cli/bundle/bundle.ts'
import { tar, untar, type TarEntry } from '../../../cli/bundle/tar.ts'
import { verifyArchive, verifyBundle } from '../../../cli/bundle/verify.ts'
import { readVerifyingKey } from '../../../cli/bundle/keys.ts'
import { HarnessError } from '../../../fixtures/errors.ts'
import { requirements } from '../../../fixtures/catalogue/requirements.ts'
import { sampleRun } from '../support/bundle/sample-run.ts'
import { readReport, writeReports } from '../../../fixtures/report/report-files.ts'

const bundled = () => {
  const run = sampleRun()
  const file = join(run.work, 'run.tar')
  writeBundle(run.reports, file, run.privateKey)
  return { ...run, file, entries: untar(readFileSync(file)) }
}

// What an attacker hands over: the archive with its entries changed, rewritten as a tar.
const rewritten = (file: string, entries: readonly TarEntry[]) => {
  const changed = `${file}.changed.tar`
  writeFileSync(changed, tar(entries, new Date()))
  return changed
}

const flipped = (data: Buffer, at: number) => {
  const copy = Buffer.from(data)
  copy[at] = (copy[at] ?? 0) ^ 0x01
  return copy
}

test('an untouched bundle verifies and shows the verdicts it certifies', () => {
  const { file, publicKey, privateKey, entries } = bundled()
  expect(entries.map((e) => e.name)).toEqual([
    'conformance.json',
    'summary.md',
    'junit.xml',
    'allure-report.html',
    'target.redacted.json',
    'metadata.txt',
    'evidence/a-result.json',
    'evidence/b-attachment.txt',
    'pictures/AC-04/1-page-the-flow-ended-on.png',
    'certificate.html',
    'manifest.sha256',
    'statement.dsse.json',
  ])
  const metadata = entries.find((e) => e.name === 'metadata.txt')?.data.toString()
  expect(metadata).toBe('GET /.well-known → 200\n{"issuer":"x"}\n')
  const verification = verifyBundle(file, publicKey)
  expect(verification.code, verification.lines.join('\n')).toBe(0)
  expect(verification.lines.join('\n')).toMatch(/^verified: .*: 11 files as signed/)
  expect(verification.lines.join('\n')).toMatch(
    new RegExp(`verdicts: ${requirements.length - 1} pass, 1 fail, .*failed: AC-33`),
  )
  expect(verification.lines.join('\n')).toMatch(/run: complete, profile default/)
  expect(verification.lines.join('\n')).toMatch(/the certifier's page: certificate\.html/)
  // The private key serves as well: its public half is used.
  expect(verifyBundle(file, privateKey).code).toBe(0)
})

// Every byte of every file is either digested in the signed statement or signed itself.
test('one byte changed in any file, at its start, middle or end, fails naming that file', () => {
  const { file, publicKey, entries } = bundled()
  for (const [i, entry] of entries.entries()) {
    for (const at of [0, entry.data.length >> 1, entry.data.length - 1]) {
      const altered = entries.map((e, j) => (j === i ? { ...e, data: flipped(e.data, at) } : e))
      const verification = verifyBundle(rewritten(file, altered), publicKey)
      expect(verification.code, `${entry.name} at ${at}`).toBe(1)
      expect(verification.lines.slice(1), `${entry.name} at ${at}`).toEqual([
        expect.stringMatching(new RegExp(`^altered: ${entry.name.replace('.', '\\.')}( |$)`)),
      ])
    }
  }
})

// Tar headers, the padding after each file and the blocks that end the archive are no file's
// bytes (a change inside a file is the test above): the archive as a whole must be the one
// written. In every header a byte of each ustar field, and the first and last byte of every
// padding and of the end, are changed in turn.
test('one byte changed anywhere around the files of the archive fails verify', () => {
  const { file, publicKey } = bundled()
  const archive = readFileSync(file)
  const key = readVerifyingKey(publicKey)
  const verified = aroundFiles(archive).filter((at) => {
    try {
      return verifyArchive(flipped(archive, at), file, key, publicKey).code === 0
    } catch (error) {
      // A header whose checksum no longer holds: no bundle at all (exit 2).
      expect(error, `byte ${at}`).toBeInstanceOf(HarnessError)
      return false
    }
  })
  expect(verified, 'changed bytes that verified').toEqual([])
  const longer = Buffer.concat([archive, Buffer.alloc(512)])
  expect(verifyArchive(longer, file, key, publicKey).code, 'a block after the end').toBe(1)
})

// ustar's header fields (name, mode, uid, gid, size, mtime, checksum, type, link name, magic,
// version, user, group, device numbers, prefix) and the unused rest of the block.
const headerFields = [
  0, 100, 108, 116, 124, 136, 148, 156, 157, 257, 263, 265, 297, 329, 337, 345, 500,
]

// Offsets in each header's fields, at both ends of each padding, and of the end blocks.
function aroundFiles(archive: Buffer): number[] {
  const offsets: number[] = []
  let at = 0
  for (const { data } of untar(archive)) {
    offsets.push(...headerFields.map((field) => at + field))
    const padded = data.length + ((512 - (data.length % 512)) % 512)
    if (padded > data.length) offsets.push(at + 512 + data.length, at + 512 + padded - 1)
    at += 512 + padded
  }
  offsets.push(at, at + 511, at + 512, archive.length - 1)
  return offsets
}

test('a removed file, an added file and a second copy of one fail, naming them', () => {
  const { file, publicKey, entries } = bundled()
  const removed = entries.filter((e) => e.name !== 'junit.xml')
  expect(verifyBundle(rewritten(file, removed), publicKey).lines).toEqual([
    expect.stringMatching(/^NOT verified/),
    'missing: junit.xml',
  ])
  const added = [...entries, { name: 'evidence/extra.txt', data: Buffer.from('x') }]
  expect(verifyBundle(rewritten(file, added), publicKey).lines.slice(1)).toEqual([
    'added: evidence/extra.txt',
  ])
  const twice = [...entries, entries[0] as TarEntry]
  expect(verifyBundle(rewritten(file, twice), publicKey).lines.slice(1)).toEqual([
    'added: conformance.json (a second copy)',
  ])
  const unsigned = entries.filter((e) => e.name !== 'statement.dsse.json')
  expect(verifyBundle(rewritten(file, unsigned), publicKey).lines.slice(1)).toEqual([
    'missing: statement.dsse.json',
  ])
})

test('another key fails the bundle (1); a key or archive that cannot be read is exit 2', () => {
  const { file, work, privateKey } = bundled()
  const other = join(work, 'other.pem')
  writeFileSync(
    other,
    generateKeyPairSync('ed25519').publicKey.export({ type: 'spki', format: 'pem' }),
  )
  const wrong = verifyBundle(file, other)
  expect(wrong.code).toBe(1)
  expect(wrong.lines[1]).toMatch(/^altered: statement\.dsse\.json \(no signature verifies/)

  const rsa = join(work, 'rsa.pem')
  const rsaKey = generateKeyPairSync('rsa', { modulusLength: 1024 }).publicKey
  writeFileSync(rsa, rsaKey.export({ type: 'spki', format: 'pem' }))
  const notAKey = join(work, 'not-a-key.pem')
  writeFileSync(notAKey, 'hello')
  const notTar = join(work, 'not.tar')
  writeFileSync(notTar, 'not an archive at all, but long enough to be read as a header'.repeat(20))
  const refusals: [() => unknown, RegExp][] = [
    [() => verifyBundle(file, rsa), /rsa\.pem: an rsa key; the bundle is signed with Ed25519/],
    [() => verifyBundle(file, notAKey), /not-a-key\.pem: not a PEM public key/],
    [() => verifyBundle(file, join(work, 'none.pem')), /none\.pem: cannot read the key \(ENOENT\)/],
    [() => verifyBundle(notTar, other), /not\.tar: not a bundle \(a tar archive\)/],
    [() => verifyBundle(join(work, 'none.tar'), other), /none\.tar: cannot read the bundle/],
    [() => writeBundle(work, join(work, 'x.tar'), privateKey), /no conformance\.json in/],
    [() => writeBundle(join(work, 'reports'), join(work, 'x.tar'), other), /not a PEM private key/],
  ]
  for (const [call, message] of refusals) {
    expect(call).toThrow(HarnessError)
    expect(call).toThrow(message)
  }
})

// Changes that leave the signed bytes as they were still make the file another file: the
// envelope is accepted only in the one form the bundle writes.
test('an envelope rewritten without changing what is signed fails all the same', () => {
  const { file, publicKey, entries } = bundled()
  const envelopeText = entries.find((e) => e.name === 'statement.dsse.json')?.data.toString()
  const envelope = JSON.parse(envelopeText ?? '') as { payload: string }
  const variants = [
    `${JSON.stringify(envelope, null, 1)}\n`,
    `${JSON.stringify({ ...envelope, payload: `${envelope.payload}=` })}\n`,
    `${JSON.stringify({ ...envelope, payload: `${envelope.payload.slice(0, 8)}\n${envelope.payload.slice(8)}` })}\n`,
  ]
  for (const variant of variants) {
    const altered = entries.map((e) =>
      e.name === 'statement.dsse.json' ? { ...e, data: Buffer.from(variant) } : e,
    )
    const verification = verifyBundle(rewritten(file, altered), publicKey)
    expect(verification.lines.slice(1), variant.slice(0, 40)).toEqual([
      expect.stringMatching(/^altered: statement\.dsse\.json \(/),
    ])
  }
})

test('bundle and verify name what they lack in one line', () => {
  expect(parseCommand(['bundle', '--out', 'r.tar', '--key', 'k.pem'])).toEqual({
    kind: 'bundle',
    reports: 'reports',
    out: 'r.tar',
    key: 'k.pem',
    partial: false,
  })
  expect(parseCommand(['verify', 'r.tar', '--key', 'p.pem'])).toEqual({
    kind: 'verify',
    file: 'r.tar',
    key: 'p.pem',
  })
  for (const argv of [
    ['bundle', '--out', 'r.tar'],
    ['bundle', '--key', 'k.pem', 'extra'],
    ['verify', '--key', 'p.pem'],
    ['verify', 'a.tar', 'b.tar', '--key', 'p.pem'],
    ['verify', 'a.tar', '--key', 'p.pem', '--strict'],
  ]) {
    expect(() => parseCommand(argv), argv.join(' ')).toThrow(HarnessError)
  }
})

// A run with checks not judged, or ids not run, certifies nothing: refused, unless a partial
// bundle is asked for, which says so in its statement and on its certificate's first page.
test('an incomplete run is refused (3) unless a partial bundle is asked for', () => {
  const run = sampleRun()
  const report = readReport(run.reports)
  writeReports(run.reports, {
    ...report,
    profile: 'certification',
    results: report.results.map((r) =>
      r.id === 'AC-10'
        ? {
            ...r,
            verdict: 'skip' as const,
            reason: 'not-judged' as const,
            detail: 'not judged: stuck',
          }
        : r,
    ),
  })
  const file = join(run.work, 'run.tar')
  const refused = writeBundle(run.reports, file, run.privateKey)
  expect(refused.code).toBe(3)
  expect(refused.line).toMatch(
    /bundle refused: .*incomplete: 1 checks ended not judged or throttled: AC-10 .*--partial/,
  )
  expect(existsSync(file)).toBe(false)
  expect(writeBundle(run.reports, file, run.privateKey, { partial: true }).code).toBe(0)
  const certificate = untar(readFileSync(file))
    .find((e) => e.name === 'certificate.html')
    ?.data.toString()
  expect(certificate).toMatch(
    /PARTIAL BUNDLE.*INCOMPLETE certification run \(1 checks not judged\)/s,
  )
  const verification = verifyBundle(file, run.publicKey)
  expect(verification.code).toBe(0)
  expect(verification.lines.join('\n')).toMatch(/run: INCOMPLETE \(a partial bundle/)
})
