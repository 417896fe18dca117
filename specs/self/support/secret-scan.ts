import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'
import { gunzipSync } from 'node:zlib'
import { formsOf, hexInOneCase, partsOf } from './secret-forms.ts'
import { unescapeOnce } from './unescape.ts'
import { isZip, unzip } from './zip.ts'

export interface Needle {
  // What the value is, for the failure message; never the value itself.
  readonly label: string
  readonly value: string
  // Also any part of partLength characters: a value cut short before it was redacted leaks
  // that much. Only for configured secrets: codes and tokens are too uniform for their parts
  // to be told from other random text.
  readonly parts?: boolean
}

export const partLength = 8

export interface Hit {
  readonly label: string
  // File, then the way into it: "html/index.html > base64 > zip:report.json".
  readonly where: string
}

export interface Scan {
  readonly hits: Hit[]
  // What was opened on the way, so a test can prove the scan looked inside.
  readonly files: number
  readonly zips: number
  readonly base64Blobs: number
}

const base64Run = /[A-Za-z0-9+/_-]{24,}={0,2}/g
const maxDepth = 4

// Scans every file under the given paths, opening zip and gzip files, decoding base64 runs and
// undoing escapes, for any form of any needle.
export function scanForSecrets(paths: readonly string[], needles: readonly Needle[]): Scan {
  const find = formFinder(needles)
  const scan = { hits: [] as Hit[], files: 0, zips: 0, base64Blobs: 0 }
  const seen = new Set<string>()
  const look = (data: Buffer, where: string, depth: number) => {
    if (depth > maxDepth) return
    // Bytes decoded from a base64 run at a guessed offset may start like an archive by chance
    // (1 in 65,536 for gzip's two bytes): one that does not open is scanned as it is. A file, or
    // anything inside one, that looks like an archive and does not open fails the scan.
    const guessed = where.endsWith('> base64')
    if (isZip(data)) {
      const entries = opened(() => unzip(data), guessed)
      if (entries) {
        scan.zips++
        for (const entry of entries) look(entry.data, `${where} > zip:${entry.name}`, depth + 1)
        return
      }
    }
    if (data.length > 2 && data[0] === 0x1f && data[1] === 0x8b) {
      const inflated = opened(() => gunzipSync(data), guessed)
      if (inflated) {
        look(inflated, `${where} > gzip`, depth + 1)
        return
      }
    }
    const text = data.toString('utf8')
    for (const label of find(hexInOneCase(text))) {
      const key = `${label}|${where}`
      if (!seen.has(key)) {
        seen.add(key)
        scan.hits.push({ label, where })
      }
    }
    for (const match of text.matchAll(base64Run)) {
      const run = match[0]
      // Delimited blobs (data: URIs, JSON strings) start aligned; a run cut out of longer text
      // may not, so short runs are also tried from each of the next three characters.
      const starts = run.length < 65_536 ? [0, 1, 2, 3] : [0]
      for (const start of starts) {
        const decoded = Buffer.from(run.slice(start), 'base64')
        if (decoded.length < 16) continue
        scan.base64Blobs++
        look(decoded, `${where} > base64`, depth + 1)
      }
    }
    const unescaped = unescapeOnce(text)
    if (unescaped !== text) look(Buffer.from(unescaped), `${where} > unescaped`, depth + 1)
  }
  for (const file of paths.flatMap(filesUnder)) {
    scan.files++
    look(readFileSync(file), relative(process.cwd(), file), 0)
  }
  return scan
}

// An archive's contents, or undefined where bytes that only looked like one do not open.
function opened<T>(open: () => T, byChance: boolean): T | undefined {
  try {
    return open()
  } catch (error) {
    if (byChance) return undefined
    throw error
  }
}

function filesUnder(path: string): string[] {
  if (!statSync(path).isDirectory()) return [path]
  return readdirSync(path).flatMap((name) => filesUnder(join(path, name)))
}

interface Form {
  readonly label: string
  readonly form: string
}

// Thousands of forms (every part of a secret, in every encoding): indexed by a hash of their
// first three characters, so a text is read once rather than once per form, and a position
// whose hash begins no form costs one look into a table (tens of millions of characters per
// whole run's reports, decoded and unescaped layers included).
function formFinder(needles: readonly Needle[]): (text: string) => Set<string> {
  const byPrefix = new Map<number, Form[]>()
  const begins = new Uint8Array(prefixHashes)
  const add = (label: string, value: string) => {
    for (const form of formsOf(value)) {
      // No position of a text is read with fewer than three characters after it.
      if (form.length < 3) continue
      const key = prefixHash(form, 0)
      begins[key] = 1
      const forms = byPrefix.get(key) ?? []
      forms.push({ label, form })
      byPrefix.set(key, forms)
    }
  }
  for (const { label, value, parts } of needles) {
    add(label, value)
    if (parts) {
      for (const part of partsOf(value, partLength)) add(`${label} (a part)`, part)
    }
  }
  return (text) => {
    const found = new Set<string>()
    // The hash of each position from the one before: one character read per position.
    let [first, second] = [text.charCodeAt(0), text.charCodeAt(1)]
    for (let at = 0; at + 3 <= text.length; at++) {
      const third = text.charCodeAt(at + 2)
      const key = hashOf(first, second, third)
      first = second
      second = third
      if (begins[key] === 0) continue
      for (const { label, form } of byPrefix.get(key) ?? []) {
        if (text.startsWith(form, at)) found.add(label)
      }
    }
    return found
  }
}

const prefixHashes = 1 << 16
const hashOf = (first: number, second: number, third: number): number =>
  ((first << 10) ^ (second << 5) ^ third) & (prefixHashes - 1)
const prefixHash = (text: string, at: number): number =>
  hashOf(text.charCodeAt(at), text.charCodeAt(at + 1), text.charCodeAt(at + 2))
