import { createServer, type Server } from 'node:http'
import { expect, test } from '@playwright/test'
import { chromium, type Browser } from 'playwright'
import type { ResolvedTarget } from '../../fixtures/config/resolved-target.ts'
import type { Interaction } from '../../fixtures/transport/browser/interactions/index.ts'
import { rendererLimits, runChromium } from '../../fixtures/transport/browser/chromium.ts'
import { TargetSession } from '../../fixtures/transport/browser/target-session.ts'

// A flow in a fresh tab must meet the sign-in page as a new visitor would: a context kept from
// an earlier flow (fresh-contexts.ts) holds nothing that flow left, and one whose renderer a
// page hung is not used again.

let browser: Browser
let server: Server
let origin: string
test.beforeAll(async () => {
  const executablePath = runChromium()
  browser = await chromium.launch({
    args: [...rendererLimits],
    ...(executablePath ? { executablePath } : {}),
  })
  server = createServer((_request, response) => {
    response.setHeader('content-type', 'text/html')
    response.setHeader('set-cookie', 'session=signed-in; Path=/')
    response.end('<p>signed in</p>')
  })
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening))
  const address = server.address()
  origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`
})
test.afterAll(async () => {
  await browser.close()
  server.close()
})

// Only the fresh tabs are used: no flow reaches a target or an interaction.
const session = () => new TargetSession({} as ResolvedTarget, {} as Interaction, browser)

const leftOver = () => ({
  cookie: document.cookie,
  local: localStorage.length,
  session: sessionStorage.length,
  history: history.length,
})

test('a fresh tab after another flow meets no cookie, storage or history of it', async () => {
  const pool = session()
  try {
    const first = await pool.withFreshTab(async ({ page }) => {
      await page.goto(`${origin}/sign-in`)
      await page.evaluate(async () => {
        localStorage.setItem('last-user', 'alice')
        sessionStorage.setItem('transaction', 'pending')
        await new Promise((opened) => (indexedDB.open('remembered').onsuccess = opened))
      })
      await page.goto(`${origin}/consent`)
      expect(await page.evaluate(leftOver)).toMatchObject({ cookie: 'session=signed-in' })
      return page.context()
    })
    const next = await pool.withFreshTab(async ({ page }) => {
      expect(await page.context().cookies()).toEqual([])
      await page.route('**/*', (route) => route.fulfill({ body: '<p>a new visitor</p>' }))
      await page.goto(`${origin}/sign-in`)
      const databases = await page.evaluate(async () => (await indexedDB.databases()).length)
      expect({ ...(await page.evaluate(leftOver)), databases }).toEqual({
        cookie: '',
        local: 0,
        session: 0,
        // The blank page a tab opens on, and this one: none of the last flow's two.
        history: 2,
        databases: 0,
      })
      return page.context()
    })
    // The context was kept (what saves the CPU), and wiped.
    expect(next).toBe(first)
  } finally {
    await pool.close()
  }
})

test('a kept context whose renderer a page hung is not used again', async () => {
  const pool = session()
  try {
    const hung = await pool.withFreshTab(async ({ page }) => {
      await page.goto(`${origin}/spin`)
      // The renderer, shared with the context's anchor tab, never answers again.
      await page.evaluate('setTimeout(() => { for (;;) {} }, 0)')
      return page.context()
    })
    const next = await pool.withFreshTab(async ({ page }) => {
      await page.goto(`${origin}/sign-in`)
      expect(await page.textContent('p')).toBe('signed in')
      return page.context()
    })
    expect(next).not.toBe(hung)
  } finally {
    await pool.close()
  }
})
