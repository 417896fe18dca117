import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

// A waivers file as a user writes it, in a folder of its own.
export function waiverFile(content: unknown): string {
  const file = join(mkdtempSync(join(tmpdir(), 'oac-waivers-')), 'waivers.json')
  writeFileSync(file, JSON.stringify(content))
  return file
}
