import { expect, test } from '@playwright/test'
import { redactor } from '../../fixtures/evidence/redactor.ts'
import { safeScreenshot } from '../../fixtures/evidence/safe-screenshot.ts'

const password = 'hunter2-but-longer-9f3a'

test.beforeAll(() => {
  redactor.register('password', password)
})

test('a page with no secret on it is pictured', async ({ page }) => {
  await page.setContent(
    '<h1>Sign in</h1><p>Something went wrong</p><input name="user" value="alice">',
  )
  expect(await safeScreenshot(page)).toBeInstanceOf(Buffer)
})

test('a page that shows a secret, in its text or in a field, is not pictured', async ({ page }) => {
  await page.setContent(`<p>wrong password: ${password}</p>`)
  expect(await safeScreenshot(page)).toBeUndefined()
  await page.setContent('<input id="p" type="text">')
  await page
    .locator('#p')
    .evaluate((field, value) => ((field as HTMLInputElement).value = value), password)
  expect(await safeScreenshot(page)).toBeUndefined()
  await page.setContent('<p>Continue to https://cb.test/?code=Zm9vYmFyYmF6cXV4</p>')
  expect(await safeScreenshot(page)).toBeUndefined()
})
