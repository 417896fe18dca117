import { spawnSync } from 'node:child_process'
import { readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { aptInstall } from './apt-install.ts'

// Reads pictures as a person would: Debian's tesseract-ocr, installed where missing when the
// test runs as root (apt-get). Undefined, with the reason, where it cannot be had.
export function tesseract(): { readonly missing?: string } {
  const found = () => spawnSync('tesseract', ['--version']).status === 0
  const missing = aptInstall(['tesseract-ocr'], found)
  return missing === undefined ? {} : { missing }
}

export function ocr(png: string): string {
  const read = spawnSync('tesseract', [png, 'stdout'], { encoding: 'utf8', timeout: 60_000 })
  if (read.status !== 0) throw new Error(`tesseract ${png}: ${read.stderr}`)
  return read.stdout
}

export function picturesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .map((name) => join(dir, name))
    .filter((path) => path.endsWith('.png') && statSync(path).isFile())
}

// Eight characters: enough that no page's own words hold a part of a random secret by
// chance (62^8 is about 2e14), few enough that a secret read with a character or two wrong
// still shows a whole part to find, and a reader who sees fewer than eight characters of a
// secret learns too little to matter. Spaces are dropped on both sides: OCR spaces at will.
export const ocrPartLength = 8

const squeeze = (text: string) => text.replace(/\s+/g, '')

// The labels of the secrets of which text read from a picture shows a part.
export function secretsIn(text: string, secrets: readonly { label: string; value: string }[]) {
  const read = squeeze(text)
  return secrets
    .filter(({ value }) => {
      const secret = squeeze(value)
      for (let at = 0; at + ocrPartLength <= secret.length; at++) {
        if (read.includes(secret.slice(at, at + ocrPartLength))) return true
      }
      return false
    })
    .map(({ label }) => label)
}
