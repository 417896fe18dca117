import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { expect, test } from '@playwright/test'
import { requirements } from '../../fixtures/catalogue/requirements.ts'
import { areaTitle } from '../../fixtures/report/allure-metadata.ts'
import { runCli } from './support/run-cli.ts'

// The tree's groups: one per area the catalogue has requirements in.
const areas = [...new Set(requirements.map((req) => areaTitle[req.area]))]
const levels = ['MUST', 'SHOULD', 'MAY', 'BCP']

// What a vendor receiving the report sees: one file, opened from disk with no network, listing
// the whole catalogue, each entry with its level, its RFC sections and its evidence.
test('the single-file Allure report renders from file:// offline, with every requirement and its evidence', async ({
  page,
}) => {
  // runCli's own limit (240 s) and the page's reading on a busy machine: a test budget below the
  // command's limit could end the test while the report was still opening (CI, 4eb8b53).
  test.setTimeout(360_000)
  const run = await runCli(['--grep', 'AC-(01|33) '])
  expect(run.code, run.stderr).toBe(0)
  const requests: string[] = []
  const refused: string[] = []
  page.on('request', (request) => requests.push(request.url()))
  page.on('console', (message) => {
    if (/Content Security Policy|net::ERR/.test(message.text())) refused.push(message.text())
  })
  await page.goto(pathToFileURL(join(run.reports, 'allure-report.html')).href)
  // The tree's groups, not the environment's "Metadata" tab that the run's versions add.
  const tree = page.getByTestId('tree-section-title')
  await expect(tree.first(), 'the report shows no tree').toBeVisible({ timeout: 90_000 })
  for (const area of areas) await tree.getByText(area, { exact: true }).click()
  for (const level of levels) {
    const groups = page.getByText(level, { exact: true })
    for (let i = (await groups.count()) - 1; i >= 0; i--) await groups.nth(i).click()
  }
  const listed = await page.locator('body').innerText()
  for (const req of requirements) expect.soft(listed, req.id).toContain(`${req.id} ${req.title}`)

  await page.getByText('AC-33 Authorization code is single-use').click()
  // Allure shows an HTML description in a frame of its own.
  const description = page.locator('iframe').first().contentFrame()
  await expect(description.getByText('PASS', { exact: true })).toBeVisible()
  await expect(description.getByText('Evidence', { exact: true })).toBeVisible()
  const evidence = description.locator('pre')
  await expect(evidence).toContainText('POST http')
  await expect(evidence).toContainText('/oauth/token')
  await expect(evidence).toContainText('<code#')
  await expect(page.getByRole('button', { name: 'evidence' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'RFC 6749 §4.1.2' })).toHaveAttribute(
    'href',
    'https://www.rfc-editor.org/rfc/rfc6749#section-4.1.2',
  )
  await expect(page.getByText('critical', { exact: true }).first()).toBeVisible()

  expect(requests.filter((url) => !/^(file|data|blob|about):/.test(url))).toEqual([])
  expect(refused).toEqual([])
})
