import { execFileSync } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import { setTimeout as delay } from 'node:timers/promises'
import { expect, test } from '@playwright/test'
import { chromium, type Browser } from 'playwright'
import { runVariables } from '../../fixtures/config/environment.ts'
import type { ResolvedTarget } from '../../fixtures/config/resolved-target.ts'
import type { Interaction } from '../../fixtures/transport/browser/interactions/index.ts'
import { runChromium } from '../../fixtures/transport/browser/chromium.ts'
import { LiveBrowser } from '../../fixtures/transport/browser/live-browser.ts'
import { TargetSession } from '../../fixtures/transport/browser/target-session.ts'
import { Limiter } from '../../cli/matrix/limiter.ts'

// A check's variants all at once must not open a signed-in context each: the pool holds a few,
// each running one flow at a time, and the other flows wait for one. A flow that fails gives its
// context back, so that the pool never runs dry.

const launch = (args: string[] = []) => {
  const executablePath = runChromium()
  return chromium.launch({ args, ...(executablePath ? { executablePath } : {}) })
}

let browser: Browser
test.beforeAll(async () => {
  browser = await launch()
})
test.afterAll(() => browser.close())

// Only the pool is used: no flow reaches a target or an interaction.
const session = () => new TargetSession({} as ResolvedTarget, {} as Interaction, browser)

// As the command line sets it: '2' for a distant target, '1' for a near one.
function flowsAtOnce(contexts: '1' | '2'): void {
  process.env[runVariables.contextsPerPool] = contexts
}
test.afterEach(() => {
  flowsAtOnce('1')
})

async function mostFlowsAtOnce(): Promise<number> {
  const pool = session()
  const running = new Set<object>()
  let mostAtOnce = 0
  let mostContexts = 0
  try {
    const flows = Array.from({ length: 10 }, () =>
      pool.withSharedTab(async ({ page }) => {
        const context = page.context()
        expect(running.has(context), 'two flows in one context').toBe(false)
        running.add(context)
        mostAtOnce = Math.max(mostAtOnce, running.size)
        mostContexts = Math.max(mostContexts, browser.contexts().length)
        await delay(100)
        running.delete(context)
      }),
    )
    await Promise.all(flows)
  } finally {
    await pool.close()
  }
  expect(mostContexts).toBe(mostAtOnce)
  return mostAtOnce
}

test('a distant target: flows beyond two wait for a context; each runs one flow at a time', async () => {
  flowsAtOnce('2')
  expect(await mostFlowsAtOnce()).toBe(2)
})

test('a near target: one context, its flows one after another', async () => {
  flowsAtOnce('1')
  expect(await mostFlowsAtOnce()).toBe(1)
})

test('a flow that fails gives its context back', async () => {
  flowsAtOnce('2')
  const pool = session()
  try {
    const failing = Array.from({ length: 8 }, () =>
      pool.withSharedTab(() => Promise.reject(new Error('the flow stopped'))),
    )
    const outcomes = await Promise.allSettled(failing)
    expect(outcomes.every(({ status }) => status === 'rejected')).toBe(true)
    // Were any context kept by a failed flow, these would wait for it for ever.
    const after = await Promise.all(
      Array.from({ length: 4 }, () => pool.withSharedTab(() => Promise.resolve('done'))),
    )
    expect(after).toEqual(['done', 'done', 'done', 'done'])
    expect(browser.contexts().length).toBeLessThanOrEqual(2)
  } finally {
    await pool.close()
  }
})

test("sessions sharing a browser's turns: a flow waiting for its context holds no turn", async () => {
  flowsAtOnce('1')
  const turns = new Limiter(2)
  const limit = <T>(flow: () => Promise<T>) => turns.run(flow)
  const waiting = new TargetSession({} as ResolvedTarget, {} as Interaction, browser, { limit })
  const other = new TargetSession({} as ResolvedTarget, {} as Interaction, browser, { limit })
  let otherRan: () => void = () => undefined
  const otherHasRun = new Promise<void>((ran) => (otherRan = ran))
  try {
    // After the session's first flow (run alone: a sign-in), one flow keeps its one context
    // until the other session's flow has run; the next waits for that context meanwhile. Had
    // it taken the second turn while it waited, the other session's flow would find none, and
    // no flow would ever end.
    await waiting.withSharedTab(() => Promise.resolve())
    const first = waiting.withSharedTab(() => otherHasRun)
    const second = waiting.withSharedTab(() => Promise.resolve('second'))
    // The other session asks after the second flow has (on the machine's time) begun to wait.
    await delay(200)
    const others = other.withSharedTab(() => {
      otherRan()
      return Promise.resolve('other')
    })
    expect(await Promise.all([first, second, others])).toEqual([undefined, 'second', 'other'])
  } finally {
    await Promise.all([waiting.close(), other.close()])
  }
})

test('a browser killed under the pool: later flows run in a browser launched anew', async () => {
  flowsAtOnce('2')
  // A switch Chromium ignores, to find this browser's processes and no other.
  const marker = `--oac-killed-browser=${randomUUID()}`
  const first = await launch([marker])
  const live = new LiveBrowser(first, () => launch())
  const pool = new TargetSession({} as ResolvedTarget, {} as Interaction, live)
  const browserOf = (tab: { page: { context(): { browser(): Browser | null } } }) =>
    Promise.resolve(tab.page.context().browser())
  try {
    expect(await pool.withSharedTab(browserOf)).toBe(first)
    const died = new Promise((gone) => first.once('disconnected', gone))
    // As the machine's out-of-memory killer would.
    execFileSync('pkill', ['-KILL', '-f', '--', marker])
    await died
    const after = await Promise.all([1, 2, 3].map(() => pool.withSharedTab(browserOf)))
    const fresh = await pool.withFreshTab(browserOf)
    for (const used of [...after, fresh]) {
      expect(used).not.toBe(first)
      expect(used?.isConnected()).toBe(true)
    }
    expect(new Set([...after, fresh]).size, 'one browser launched anew').toBe(1)
  } finally {
    await pool.close()
    await live.close()
    await first.close()
  }
})
