import { join } from 'node:path'
import { expect, test } from '@playwright/test'
import { redactor } from '../../fixtures/evidence/redactor.ts'
import { safeScreenshot, viewportShot } from '../../fixtures/evidence/safe-screenshot.ts'
import { readReport } from '../../fixtures/report/report-files.ts'
import { startHostileServer } from './support/hostile/hostile-server.ts'
import { ocr, picturesUnder, secretsIn, tesseract } from './support/ocr.ts'
import { runWithSecretsInEnvironment } from './support/scanned-run.ts'
import { writeFileSync, mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'

// Characters OCR reads plainly, long enough for many eight-character parts.
const clientSecret = 'Refl3ctPictureSecret/back+forth&100%sure'
const pageJudged = 'AC-01|AC-0[4-7]|AC-10|AC-19|KYC-01'

// The reflecting server (support/hostile/reflect.ts) writes the last sign-in form and the last
// token request, password and client secret in them, onto every error page. Each page-judged
// check carries a picture of its page, and OCR reads none of the secrets off any picture,
// nor a part of one. The same page pictured without masks shows them to the same OCR: the
// scan can fail.
test('pictures of pages that show every secret show none of them', async ({ page }) => {
  test.setTimeout(600_000)
  const reader = tesseract()
  test.skip(
    reader.missing !== undefined,
    `no OCR engine to read the pictures: ${reader.missing ?? ''}`,
  )
  const server = await startHostileServer({ mode: 'reflect', secrets: { clientSecret } })
  try {
    const config = server.targetConfig()
    const secrets = [
      { label: 'client secret', value: clientSecret },
      { label: 'password', value: config.user.password },
      ...(config.unverifiedUser
        ? [{ label: 'unverified password', value: config.unverifiedUser.password }]
        : []),
    ]
    // What a harness sends, sent first, so that every error page of the run shows it.
    const signIn = () =>
      fetch(`${server.baseUrl}/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          username: config.user.username,
          password: config.user.password,
        }),
      })
    await signIn()
    await fetch(`${server.baseUrl}/oauth/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        grant_type: 'authorization_code',
        code: 'x',
        client_id: config.client.clientId,
        client_secret: clientSecret,
      }),
    })
    const { run } = await runWithSecretsInEnvironment(config, 540_000, ['--grep', pageJudged])
    expect(run.code, run.stderr).toBe(0)
    const report = readReport(run.reports)
    for (const id of ['AC-01', 'AC-04', 'AC-05', 'AC-06', 'AC-07', 'AC-10', 'AC-19', 'KYC-01']) {
      expect(report.results.find((r) => r.id === id)?.pictures?.length ?? 0, id).toBeGreaterThan(0)
    }
    const needles = [
      ...secrets,
      ...server.issued().map((value, i) => ({ label: `issued code or token #${i + 1}`, value })),
    ]
    const pictures = picturesUnder(run.reports)
    for (const picture of pictures) expect(secretsIn(ocr(picture), needles), picture).toEqual([])

    // The masking switched off, on an error page of the same server: OCR reads the secrets.
    // The run's last sign-in may have been one of its own wrong passwords: the user's again.
    await signIn()
    for (const { value } of secrets) redactor.register('password', value)
    await page.goto(`${server.baseUrl}/oauth/authorize?client_id=unknown&response_type=code`)
    const work = mkdtempSync(join(tmpdir(), 'oac-ocr-'))
    const unmasked = join(work, 'unmasked.png')
    writeFileSync(unmasked, await viewportShot(page, []))
    // The page shows the last sign-in form: the user's.
    const read = secretsIn(ocr(unmasked), needles)
    expect(read).toContain('client secret')
    expect(
      read.some((label) => label.endsWith('password')),
      read.join(', '),
    ).toBe(true)
    const masked = await safeScreenshot(page)
    if (!('png' in masked)) throw new Error(masked.refused)
    writeFileSync(join(work, 'masked.png'), masked.png)
    expect(secretsIn(ocr(join(work, 'masked.png')), needles)).toEqual([])
  } finally {
    await server.stop()
  }
})
