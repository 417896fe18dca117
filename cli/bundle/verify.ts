import type { KeyObject } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { HarnessError } from '../../fixtures/errors.ts'
import { bundleNames } from './contents.ts'
import { openEnvelope } from './dsse.ts'
import { readVerifyingKey } from './keys.ts'
import { sha256 } from './manifest.ts'
import { Statement } from './statement.ts'
import { tar, untar, type TarEntry } from './tar.ts'
import { certifiedSummary } from './certified-summary.ts'
import { outputs } from '../../fixtures/report/outputs.ts'

export interface Verification {
  // 0: every file is as signed; 1: something was altered, removed or added.
  readonly code: 0 | 1
  readonly lines: readonly string[]
}

// Checks a bundle against the public key: the envelope's signature, then every file against
// the digest the signed statement names, that no file was added, and that the archive is
// byte for byte the one written from them. A key or an archive that
// cannot be read is no verdict on the bundle: a HarnessError (exit 2).
export function verifyBundle(file: string, keyFile: string): Verification {
  return verifyArchive(readArchive(file), file, readVerifyingKey(keyFile), keyFile)
}

export function verifyArchive(
  archive: Buffer,
  file: string,
  key: KeyObject,
  keyFile: string,
): Verification {
  const entries = entriesOf(archive, file)
  const envelope = entries.find((e) => e.name === bundleNames.envelope)
  if (!envelope) return refused(file, [`missing: ${bundleNames.envelope}`])
  const opened = openEnvelope(envelope.data.toString('utf8'), key)
  if ('problem' in opened) {
    return refused(file, [
      `altered: ${bundleNames.envelope} (${opened.problem}: altered, or signed with another key than ${keyFile})`,
    ])
  }
  let statement
  try {
    statement = Statement.safeParse(JSON.parse(opened.payload.toString('utf8')))
  } catch {
    statement = undefined
  }
  if (!statement?.success) {
    return refused(file, [
      `altered: ${bundleNames.envelope} (the signed payload is no run statement)`,
    ])
  }
  const { subject, predicate } = statement.data
  const problems = [
    ...subject.flatMap(({ name, digest }) => {
      const found = entries.filter((e) => e.name === name)
      if (found.length === 0) return [`missing: ${name}`]
      if (found.length > 1) return [`added: ${name} (a second copy)`]
      return found[0] && sha256(found[0].data) === digest.sha256 ? [] : [`altered: ${name}`]
    }),
    ...entries
      .filter((e) => e.name !== bundleNames.envelope && !subject.some((s) => s.name === e.name))
      .map((e) => `added: ${e.name}`),
  ]
  if (problems.length > 0) return refused(file, problems)
  // Every file is as signed; the bytes between them (tar headers, padding, the end) must be
  // too: the archive is exactly the one `bundle` wrote from them, or it is refused.
  const written = [...subject.map(({ name }) => name), bundleNames.envelope].map(
    (name) => entries.find((e) => e.name === name) ?? { name, data: Buffer.alloc(0) },
  )
  if (!tar(written, new Date(predicate.startedAt)).equals(archive)) {
    return refused(file, [
      'altered: the archive around its files (a tar header, the padding between files or what follows them): it is not byte for byte the archive bundle wrote',
    ])
  }
  return {
    code: 0,
    lines: [
      `verified: ${file}: ${subject.length} files as signed, none altered, missing or added`,
      ...certifiedSummary(predicate),
      ...(subject.some((s) => s.name === outputs.certificate)
        ? [
            `the certifier's page: ${outputs.certificate} in the bundle (tar -xf ${file}, then open it; it needs no network)`,
          ]
        : []),
    ],
  }
}

const refused = (file: string, problems: readonly string[]): Verification => ({
  code: 1,
  lines: [`NOT verified: ${file}`, ...problems],
})

function readArchive(file: string): Buffer {
  try {
    return readFileSync(file)
  } catch (error) {
    throw new HarnessError(
      'HARNESS_CONFIG_INVALID',
      `${file}: cannot read the bundle (${(error as NodeJS.ErrnoException).code ?? ''})`,
    )
  }
}

function entriesOf(archive: Buffer, file: string): TarEntry[] {
  try {
    return untar(archive)
  } catch (error) {
    throw new HarnessError(
      'HARNESS_CONFIG_INVALID',
      `${file}: not a bundle (a tar archive): ${(error as Error).message}`,
    )
  }
}
