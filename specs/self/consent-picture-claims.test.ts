import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { expect, test } from '@playwright/test'
import { viewportShot } from '../../fixtures/evidence/safe-screenshot.ts'
import {
  createRegistry,
  registeredUser,
  usernames,
} from '../../fixtures/reference-server/registry.ts'
import { ocr, picturesUnder, tesseract } from './support/ocr.ts'
import { readReport, runCli } from './support/run-cli.ts'

// The reference's consent page lists the verified claims a request would share, with their
// values, as identity-verified services' pages do. IDA-04 pictures that page: OCR reads the
// purpose on it and none of the values. The same values on a page pictured without masks are
// read by the same OCR: the scan can fail.

// As OCR reads: case and spaces aside.
const squeezed = (text: string) => text.replace(/\s+/g, '').toLowerCase()
const shown = (text: string, values: readonly string[]) =>
  values.filter((value) => squeezed(text).includes(squeezed(value)))

test('IDA-04 pictures the consent page with the purpose readable and no verified claim value', async ({
  page,
}) => {
  test.setTimeout(300_000)
  const reader = tesseract()
  test.skip(reader.missing !== undefined, `no OCR engine: ${reader.missing ?? ''}`)
  const { profile } = registeredUser(createRegistry(), usernames.verified)
  const values = Object.values(profile)

  const run = await runCli(['--grep', 'IDA-04', '--workers', '1'], {}, 240_000)
  expect(run.code, run.stderr).toBe(0)
  const result = readReport(run).results.find((r) => r.id === 'IDA-04')
  expect(result?.verdict, result?.detail).toBe('pass')
  const pictures = picturesUnder(run.reports)
  expect(pictures.some((path) => path.includes('IDA-04'))).toBe(true)
  for (const picture of pictures) {
    const text = ocr(picture)
    expect(shown(text, values), picture).toEqual([])
    if (picture.includes('IDA-04')) expect(squeezed(text), picture).toContain('conformance')
  }

  // The control: the page's list of values, pictured unmasked, is read.
  await page.setContent(
    `<p>It will receive, as verified:</p><ul>${Object.entries(profile)
      .map(([name, value]) => `<li>${name}: ${value}</li>`)
      .join('')}</ul>`,
  )
  const unmasked = join(mkdtempSync(join(tmpdir(), 'oac-ocr-')), 'unmasked.png')
  writeFileSync(unmasked, await viewportShot(page, []))
  expect(shown(ocr(unmasked), values)).toEqual(values)
})
