import { expect, test } from '@playwright/test'
import type { CheckFixtures } from '../../../fixtures/scenarios/check-fixtures.ts'
import { proofReplay } from '../../../fixtures/scenarios/proof-replay.ts'
import type { Exchange } from '../../../fixtures/transport/http/exchange.ts'

// DPOP-06's two codes: a code that waited for the other's flow past half the lifetime the target
// states is replaced before the proof is made, so that the first redemption is refused for the
// proof or not at all, never for an expired code.

const pause = (ms: number) => new Promise((done) => setTimeout(done, ms))

// The second flow takes longer than half of a 2 s lifetime; every later flow is quick.
function fixturesWith(codeLifetimeSeconds: number | undefined) {
  let grants = 0
  const redeemed: string[] = []
  const fixtures = {
    target: { config: codeLifetimeSeconds === undefined ? {} : { codeLifetimeSeconds } },
    authorizer: {
      grant: async () => {
        const code = `code-${++grants}`
        if (grants === 2) await pause(1_200)
        return { code }
      },
    },
    tokenEndpoint: {
      url: 'http://127.0.0.1:1/token',
      redeem: (code: string) => {
        redeemed.push(code)
        return Promise.resolve({} as Exchange)
      },
    },
  } as unknown as CheckFixtures
  return { fixtures, grants: () => grants, redeemed }
}

test('DPOP-06 replaces a code that lived more than half the stated lifetime', async () => {
  const { fixtures, grants, redeemed } = fixturesWith(2)
  await proofReplay(fixtures)
  expect(redeemed).not.toContain('code-1')
  expect(redeemed).toContain('code-2')
  expect(grants()).toBeGreaterThan(2)
  expect(grants()).toBeLessThanOrEqual(4)
})

test('DPOP-06 keeps both codes where the target states no lifetime', async () => {
  const { fixtures, grants, redeemed } = fixturesWith(undefined)
  await proofReplay(fixtures)
  expect(redeemed).toEqual(['code-1', 'code-2'])
  expect(grants()).toBe(2)
})
