import { createHash } from 'node:crypto'
import type { TarEntry } from './tar.ts'
import type { Subject } from './statement.ts'

export const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex')

export const subjectOf = ({ name, data }: TarEntry): Subject => ({
  name,
  digest: { sha256: sha256(data) },
})

// The format `sha256sum -c` reads: digest, two spaces, name.
export const manifestText = (files: readonly TarEntry[]) =>
  files.map(({ name, data }) => `${sha256(data)}  ${name}\n`).join('')
