import { expect, test } from '@playwright/test'
import type { CheckFixtures } from '../../../fixtures/scenarios/check-fixtures.ts'
import { proofReplay } from '../../../fixtures/scenarios/proof-replay.ts'
import { DpopState } from '../../../fixtures/transport/http/dpop-state.ts'
import type { Exchange } from '../../../fixtures/transport/http/exchange.ts'
import { answer } from '../support/exchange.ts'

// DPOP-06's two codes: a code that waited for the other's flow past half the lifetime the target
// states is replaced before the proof is made, so that the first redemption is refused for the
// proof or not at all, never for an expired code.

const pause = (ms: number) => new Promise((done) => setTimeout(done, ms))

// The second flow takes longer than half of a 2 s lifetime; every later flow is quick. The
// token endpoint answers each redemption in turn from `answers`, then with a token.
function fixturesWith(codeLifetimeSeconds: number | undefined, answers: Exchange[] = []) {
  let grants = 0
  const redeemed: string[] = []
  const proofs: string[] = []
  const fixtures = {
    target: { config: codeLifetimeSeconds === undefined ? {} : { codeLifetimeSeconds } },
    session: { dpop: new DpopState() },
    authorizer: {
      grant: async () => {
        const code = `code-${++grants}`
        if (grants === 2) await pause(1_200)
        return { code }
      },
    },
    tokenEndpoint: {
      url: 'http://127.0.0.1:1/token',
      redeem: (code: string, options: { proof: { given: string } }) => {
        redeemed.push(code)
        proofs.push(options.proof.given)
        return Promise.resolve(answers.shift() ?? answer(200, { access_token: 'at' }))
      },
    },
  } as unknown as CheckFixtures
  return { fixtures, grants: () => grants, redeemed, proofs }
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

test('DPOP-06 starts again, new codes and a new proof, when the first code is refused for itself', async () => {
  const expired = answer(400, { error: 'invalid_grant' })
  const { fixtures, grants, redeemed, proofs } = fixturesWith(undefined, [expired])
  const { first, second } = await proofReplay(fixtures)
  expect(redeemed).toEqual(['code-1', 'code-3', 'code-4'])
  expect(grants()).toBe(4)
  expect(new Set(proofs).size).toBe(2)
  expect(first.response.status).toBe(200)
  expect(second.response.status).toBe(200)
})

test('DPOP-06 starts again only once: a server that refuses every first code is left to the judge', async () => {
  const expired = answer(400, { error: 'invalid_grant' })
  const { fixtures, redeemed } = fixturesWith(undefined, [expired, expired])
  const { first } = await proofReplay(fixtures)
  expect(first.response.status).toBe(400)
  expect(redeemed).toEqual(['code-1', 'code-3', 'code-4'])
})
