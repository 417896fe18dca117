import { chromium } from 'playwright'
import { CallbackTrap } from '../../fixtures/transport/browser/callback-trap.ts'
import {
  authorizationUrl,
  defaultAuthorizeParams,
} from '../../fixtures/transport/browser/authorization-request.ts'
import { startEmbeddedTarget } from '../../fixtures/reference-server/embedded-target.ts'
import { send } from '../../fixtures/transport/http/http.ts'
import { CheckContext } from '../../fixtures/transport/check-context.ts'

export interface FloorRun {
  readonly codes: number
  readonly tokenCalls: number
  readonly wallMs: number
  readonly browserFlowMs: number
}

// The protocol's own cost, with no harness around it: one browser, one context, sign in once,
// then `codes` authorization round trips and `tokenCalls` token requests, one after another.
// It catches the redirect the cheapest way known (the same 204 trap the harness uses), so the
// suite is compared with the best this browser can do, not with a slow straw man.
export async function runFloor(
  codes: number,
  tokenCalls: number,
  executablePath: string | undefined,
): Promise<FloorRun> {
  const started = Date.now()
  const { server, target } = await startEmbeddedTarget([])
  const browser = await chromium.launch(executablePath ? { executablePath } : {})
  try {
    const page = await (await browser.newContext()).newPage()
    const trap = await CallbackTrap.attach(page)
    const { redirectUri } = target.config.client
    const issued: string[] = []
    const flowsStarted = Date.now()
    for (let i = 0; i < codes; i++) {
      const caught = new Promise<string>((resolve) => {
        void trap.arm([redirectUri], target.config.baseUrl, (url) => {
          resolve(url)
          return true
        })
      })
      const url = authorizationUrl(target.authorizationUrl, defaultAuthorizeParams(target))
      await page.goto(url, { waitUntil: 'domcontentloaded' }).catch(() => undefined)
      const { user } = target.config
      await page.evaluate(
        ({ username, password }) => {
          const name = document.querySelector<HTMLInputElement>('#username')
          const secret = document.querySelector<HTMLInputElement>('#password')
          if (name && secret) {
            name.value = username
            secret.value = password
            document.querySelector<HTMLButtonElement>('#login-submit')?.click()
          }
        },
        { username: user.username, password: user.password },
      )
      if (i === 0) await page.waitForSelector('#consent-approve')
      await page.evaluate(() =>
        document.querySelector<HTMLButtonElement>('#consent-approve')?.click(),
      )
      issued.push(new URL(await caught).searchParams.get('code') ?? '')
    }
    const browserFlowMs = Date.now() - flowsStarted
    const { client } = target.config
    // One context, so one connection pool, for every call: as a session's checks share theirs.
    const context = new CheckContext()
    for (let i = 0; i < tokenCalls; i++) {
      const body = JSON.stringify({
        grant_type: 'authorization_code',
        code: issued[i % issued.length],
        redirect_uri: client.redirectUri,
        client_id: client.clientId,
        client_secret: client.clientSecret,
      })
      await send(
        {
          method: 'POST',
          url: target.tokenUrl,
          headers: { 'content-type': 'application/json' },
          body,
        },
        context,
      )
    }
    return { codes, tokenCalls, wallMs: Date.now() - started, browserFlowMs }
  } finally {
    await browser.close()
    await server.stop()
  }
}
