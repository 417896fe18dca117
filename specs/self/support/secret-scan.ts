import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'
import { gunzipSync } from 'node:zlib'
import { isZip, unzip } from './zip.ts'

export interface Needle {
  // What the value is, for the failure message; never the value itself.
  readonly label: string
  readonly value: string
}

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

// Every form in which a value can sit in a text: as is, URL-encoded (query and form), and
// JSON-escaped. Base64 (Basic credentials, data: URIs, Allure's inlined files) is decoded
// and searched in turn rather than guessed at here.
export function formsOf(value: string): string[] {
  const forms = [
    value,
    encodeURIComponent(value),
    encodeURIComponent(value).replace(/%20/g, '+'),
    JSON.stringify(value).slice(1, -1),
  ]
  return [...new Set(forms)]
}

const base64Run = /[A-Za-z0-9+/_-]{24,}={0,2}/g
const maxDepth = 4

// Scans every file under the given paths, opening zip and gzip files and decoding base64
// runs, for any form of any needle.
export function scanForSecrets(paths: readonly string[], needles: readonly Needle[]): Scan {
  const forms = needles.flatMap(({ label, value }) =>
    formsOf(value).map((form) => ({ label, form })),
  )
  const scan = { hits: [] as Hit[], files: 0, zips: 0, base64Blobs: 0 }
  const seen = new Set<string>()
  const look = (data: Buffer, where: string, depth: number) => {
    if (depth > maxDepth) return
    if (isZip(data)) {
      scan.zips++
      for (const entry of unzip(data)) look(entry.data, `${where} > zip:${entry.name}`, depth + 1)
      return
    }
    if (data.length > 2 && data[0] === 0x1f && data[1] === 0x8b) {
      look(gunzipSync(data), `${where} > gzip`, depth + 1)
      return
    }
    const text = data.toString('utf8')
    for (const { label, form } of forms) {
      const key = `${label}|${where}`
      if (text.includes(form) && !seen.has(key)) {
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
  }
  for (const file of paths.flatMap(filesUnder)) {
    scan.files++
    look(readFileSync(file), relative(process.cwd(), file), 0)
  }
  return scan
}

function filesUnder(path: string): string[] {
  if (!statSync(path).isDirectory()) return [path]
  return readdirSync(path).flatMap((name) => filesUnder(join(path, name)))
}
