import { createServer } from 'node:http'
import { expect, test } from '@playwright/test'
import { HarnessError } from '../../../fixtures/errors.ts'
import { judgeRace } from '../../../fixtures/judges/race.ts'
import { raceRounds } from '../../../fixtures/scenarios/concurrent-redemption.ts'
import type { Authorizer, Grant } from '../../../fixtures/transport/browser/authorizer.ts'
import type { TokenEndpoint } from '../../../fixtures/transport/http/token-endpoint.ts'
import { CheckContext } from '../../../fixtures/transport/check-context.ts'
import { answer } from '../support/exchange.ts'

// A loopback server only for the requests that open connections before each round's
// redemptions; after `answered` of them it resets the rest.
async function withOpenerServer(
  use: (url: string) => Promise<void>,
  answered = Infinity,
): Promise<void> {
  let seen = 0
  const server = createServer((req, res) => {
    if (++seen > answered) req.socket.destroy()
    else res.end('{}')
  })
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening))
  const address = server.address()
  try {
    await use(`http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/t`)
  } finally {
    server.closeAllConnections()
    server.close()
  }
}

interface Log {
  readonly events: string[]
}

const authorizer = (log: Log, fails?: number) => {
  let issued = 0
  return {
    async grant(): Promise<Grant> {
      const code = `code-${++issued}`
      log.events.push(`grant ${code} begins`)
      await new Promise((resolve) => setTimeout(resolve, 20))
      if (issued === fails) throw new Error('the flow stopped')
      log.events.push(`grant ${code} ends`)
      return { code, state: null, redirect: new URL('http://127.0.0.1/cb'), sent: {} }
    },
  } as unknown as Authorizer
}

const tokenEndpoint = (
  url: string,
  log: Log,
  call = async (code: string) => {
    log.events.push(`redeem ${code}`)
    await new Promise((resolve) => setTimeout(resolve, 50))
    log.events.push(`redeemed ${code}`)
    return answer(400, { error: 'invalid_grant' })
  },
) => ({ url, redemption: (code: string) => code, call }) as unknown as TokenEndpoint

const fixtures = (authorizer: Authorizer, tokenEndpoint: TokenEndpoint) => ({
  authorizer,
  tokenEndpoint,
  context: new CheckContext(),
})

test("the next round's code is fetched while this round's redemptions run", async () => {
  await withOpenerServer(async (url) => {
    const log: Log = { events: [] }
    const { rounds, unobserved } = await raceRounds(
      fixtures(authorizer(log), tokenEndpoint(url, log)),
      2,
      3,
    )
    expect(rounds.map((round) => round.length)).toEqual([2, 2, 2])
    expect(unobserved).toEqual([])
    // Round 2's flow began before round 1's redemptions ended; each code is redeemed once per
    // redemption, by its own round.
    expect(log.events.indexOf('grant code-2 begins')).toBeLessThan(
      log.events.indexOf('redeemed code-1'),
    )
    expect(log.events.filter((event) => event === 'redeem code-1')).toHaveLength(2)
    expect(
      log.events.filter((event) => event.startsWith('grant') && event.endsWith('begins')),
    ).toHaveLength(3)
  })
})

test('a flow that fails ends the rounds and keeps those before it', async () => {
  await withOpenerServer(async (url) => {
    const log: Log = { events: [] }
    const { rounds, unobserved } = await raceRounds(
      fixtures(authorizer(log, 2), tokenEndpoint(url, log)),
      2,
      5,
    )
    expect(rounds).toHaveLength(1)
    expect(unobserved).toHaveLength(1)
    expect(unobserved[0]).toMatch(/^round 2: .*the flow stopped/)
  })
})

test('rounds whose redemptions all fail: every flow begun is redeemed by its round, none after', async () => {
  await withOpenerServer(async (url) => {
    const log: Log = { events: [] }
    const resets = tokenEndpoint(url, log, () => Promise.reject(new Error('socket hang up')))
    const { rounds, unobserved } = await raceRounds(fixtures(authorizer(log), resets), 2, 3)
    // Failures that are not throttling end no round early; no code is fetched for a fourth.
    expect(rounds).toHaveLength(3)
    expect(unobserved).toHaveLength(6)
    const begun = log.events.filter((event) => /^grant .* begins$/.test(event))
    const ended = log.events.filter((event) => /^grant .* ends$/.test(event))
    expect(begun).toHaveLength(3)
    expect(ended).toHaveLength(3)
  })
})

test('after a throttled round the next flow waits for the pause, not beside the burst', async () => {
  await withOpenerServer(async (url) => {
    const log: Log = { events: [] }
    let calls = 0
    const firstThrottled = tokenEndpoint(url, log, () => {
      log.events.push(`redeem ${++calls}`)
      return calls <= 2
        ? Promise.reject(new HarnessError('HARNESS_THROTTLED', '429 within a burst'))
        : Promise.resolve(answer(400, { error: 'invalid_grant' }))
    })
    const { rounds, throttled } = await raceRounds(fixtures(authorizer(log), firstThrottled), 2, 3)
    expect(throttled).toEqual([2, 0, 0, 0])
    expect(rounds).toHaveLength(4)
    // Round 2's code was fetched beside round 1's burst, before anyone knew it was throttled;
    // round 3's flow begins only after round 2 (the first after the pause) redeemed.
    expect(log.events.indexOf('grant code-3 begins')).toBeGreaterThan(
      log.events.indexOf('redeem 3'),
    )
    expect(log.events.indexOf('grant code-4 begins')).toBeLessThan(log.events.indexOf('redeem 7'))
  })
})

test('a server answering every redemption of a code 200 with the same token fails', async () => {
  await withOpenerServer(async (url) => {
    const log: Log = { events: [] }
    // A deterministic token: each code's redemptions all get the token derived from it.
    const replays = tokenEndpoint(url, log, (code: string) =>
      Promise.resolve(answer(200, { access_token: `token-of-${code}`, token_type: 'Bearer' })),
    )
    const { rounds, throttled, unobserved } = await raceRounds(
      fixtures(authorizer(log), replays),
      3,
      2,
    )
    const finding = judgeRace(rounds, { required: 2, unobserved, throttled })
    expect(finding.observation).toBe('violated')
    expect(finding.detail).toContain('redemptions granted per round: 3 3')
    expect(finding.detail).toContain('distinct access tokens in them: 1 1')
  })
})
