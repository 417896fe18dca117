import { expect, test, type Page } from '@playwright/test'
import { redactor } from '../../fixtures/evidence/redactor.ts'
import { safeScreenshot } from '../../fixtures/evidence/safe-screenshot.ts'

const password = 'hunter2-but-longer-9f3a'

test.beforeAll(() => {
  redactor.register('password', password)
})

// The elements that carried the mask while the picture was taken, as the page saw them.
async function maskedWhilePictured(page: Page): Promise<string[]> {
  const seen: string[] = []
  await page.exposeFunction('sawMask', (id: string) => seen.push(id))
  await page.evaluate(() => {
    const report = (window as unknown as { sawMask: (id: string) => void }).sawMask
    new MutationObserver((records) => {
      for (const { target, attributeName } of records) {
        const element = target as Element
        if (attributeName?.startsWith('data-oac-mask-') && element.hasAttribute(attributeName)) {
          report(element.id)
        }
      }
    }).observe(document, { attributes: true, subtree: true })
  })
  return seen
}

test('a page with no secret on it is pictured with its typing fields masked', async ({ page }) => {
  await page.setContent(
    '<h1 id="h">Sign in</h1><p id="p">Something went wrong</p><input id="u" name="user" value="alice"><input id="c" type="checkbox">',
  )
  const seen = await maskedWhilePictured(page)
  const taken = await safeScreenshot(page)
  expect('png' in taken && taken.png.subarray(1, 4).toString()).toBe('PNG')
  await expect.poll(() => [...new Set(seen)].sort()).toEqual(['u'])
})

// A code in a link's href, or a hidden field beside the consent's buttons, is never painted:
// the link and the form stay visible. An attribute a stylesheet paints is masked.
test('a secret in text, in a field, in painted content or split across elements is masked, and no more', async ({
  page,
}) => {
  await page.setContent(`
    <p id="plain">wrong password: ${password}</p>
    <p id="around">Hello <b id="split1">${password.slice(0, 9)}</b><i id="split2">${password.slice(9)}</i></p>
    <p id="inside">keep <span id="wrapped">${encodeURIComponent(password)}</span></p>
    <p id="link"><a id="a" href="https://cb.test/?code=Zm9vYmFyYmF6cXV4">Continue</a></p>
    <p id="token">Bearer eyJhbGciOiJSUzI1NiJ9xYz12345abcdeFGH</p>
    <select id="s"><option id="o">${password}</option></select>
    <form id="f" action="/consent?session_code=Zm9vYmFyYmF6cXV4Zm9vYmFy12"><input type="hidden" name="code" value="${password}"><input id="yes" type="submit" value="Yes"></form>
    <style>.drawn::before { content: attr(data-x) }</style><p id="drawn" class="drawn" data-x="${password}"></p>
    <p id="clean">Nothing to hide</p>`)
  const seen = await maskedWhilePictured(page)
  const taken = await safeScreenshot(page)
  expect('png' in taken).toBe(true)
  await expect
    .poll(() => [...new Set(seen)].sort())
    .toEqual(['around', 'drawn', 'o', 'plain', 's', 'token', 'wrapped'])
})

test('a page that changes while it is pictured is not pictured', async ({ page }) => {
  await page.setContent('<p id="t">0</p>')
  await page.evaluate(() => {
    let n = 0
    setInterval(() => {
      const t = document.getElementById('t')
      if (t) t.textContent = String(++n)
    }, 1)
  })
  const taken = await safeScreenshot(page)
  expect(taken).toEqual({ refused: 'the page kept changing while it was pictured' })
})

// The picture of the reflecting server's error page once showed a password overflowing the
// box of the <pre> that held it (picture-secrets.test.ts reads it): a masked element paints
// nothing outside its box while it is pictured, and has its own style back after.
test('a masked element is clipped while pictured, and its style given back', async ({ page }) => {
  await page.setContent(
    `<div style="width:200px"><pre id="p" style="overflow: visible">${'x'.repeat(80)} ${password}</pre></div>`,
  )
  const during: string[] = []
  await page.exposeFunction('sawStyle', (style: string) => during.push(style))
  await page.evaluate(() => {
    const pre = document.getElementById('p') as HTMLElement
    const report = (window as unknown as { sawStyle: (s: string) => void }).sawStyle
    new MutationObserver(() => {
      report(pre.getAttribute('style') ?? '')
    }).observe(pre, {
      attributeFilter: ['style'],
    })
  })
  const taken = await safeScreenshot(page)
  expect('png' in taken).toBe(true)
  await expect.poll(() => during[0]).toMatch(/contain: paint !important/)
  expect(await page.locator('#p').getAttribute('style')).toBe('overflow: visible')
})
