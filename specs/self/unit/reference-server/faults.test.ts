import { expect, test } from '@playwright/test'
import { requirement, requirements } from '../../../../fixtures/catalogue/requirements.ts'
import {
  idsTrippedBy,
  trippedBy,
  unjudgedUnder,
} from '../../../../fixtures/catalogue/fault-trips.ts'
import {
  faults,
  startReferenceServer,
  type FaultName,
} from '../../../../fixtures/reference-server/index.ts'
import { isFaultName } from '../../../../fixtures/reference-server/faults.ts'
import { main, usage } from '../../../../fixtures/reference-server/main.ts'
import { raceDetection, roundsToCatch } from '../../../../fixtures/judges/race.ts'
import { codeFrom, defaults, FlowClient } from '../../support/reference-server/flow-client.ts'
import { call, form, hidden, location } from '../../support/reference-server/http.ts'
import { withFaults } from '../../support/reference-server/server-test.ts'
import { redeem } from '../../support/reference-server/token-calls.ts'

test('faults change the behaviour they name', async () => {
  await withFaults(
    ['reuse-grace-window', 'low-entropy-codes', 'iss-missing', 'state-truncated'],
    async (faulty) => {
      const answer = await new FlowClient(faulty).authorize({
        ...defaults(faulty),
        state: 's'.repeat(100),
      })
      const redirect = location(answer)
      expect(redirect.searchParams.get('code')).toMatch(/^\d{6}$/)
      expect(redirect.searchParams.get('state')).toHaveLength(64)
      expect(redirect.searchParams.has('iss')).toBe(false)
      const code = redirect.searchParams.get('code') ?? ''
      expect((await redeem(faulty, { code })).status).toBe(200)
      expect((await redeem(faulty, { code })).status).toBe(200)
    },
  )
  await withFaults(['redeem-race'], async (faulty) => {
    // Its window is 20 ms, which a round of concurrent redemptions can miss on a busy machine,
    // as the harness's can: it is given the rounds the harness gives a race.
    let tokens = 0
    for (let round = 0; round < roundsToCatch(raceDetection) && tokens < 2; round++) {
      const code = await codeFrom(faulty)
      const answers = await Promise.all(Array.from({ length: 4 }, () => redeem(faulty, { code })))
      tokens = answers.filter((answer) => answer.status === 200).length
      expect((await redeem(faulty, { code })).status).toBe(400)
    }
    expect(tokens).toBeGreaterThan(1)
  })
  await withFaults(
    ['redirect-prefix-match', 'login-307', 'errors-as-200', 'secret-prefix-compare'],
    async (faulty) => {
      const { client } = faulty.targetConfig()
      const extended = `${client.redirectUri}/evil`
      const session = new FlowClient(faulty)
      const loginPage = await session.open(
        `${faulty.baseUrl}/oauth/authorize?${new URLSearchParams({ ...defaults(faulty), redirect_uri: extended })}`,
      )
      const signedIn = await session.open(
        `${faulty.baseUrl}/login`,
        form({
          username: faulty.targetConfig().user.username,
          password: faulty.targetConfig().user.password,
          request: hidden(loginPage.text, 'request'),
        }),
      )
      expect(signedIn.status).toBe(307)
      const code = await codeFrom(faulty, { redirect_uri: extended })
      const garbage = await redeem(faulty, { code: 'garbage' })
      expect([garbage.status, garbage.json.error]).toEqual([200, 'invalid_grant'])
      expect(
        (
          await redeem(faulty, {
            code,
            redirect_uri: extended,
            client_secret: `${client.clientSecret}x`,
          })
        ).status,
      ).toBe(200)
    },
  )
  await withFaults(
    ['unverified-user-allowed', 'no-metadata', 'cors-on-authorize'],
    async (faulty) => {
      const answer = await new FlowClient(faulty).authorize(defaults(faulty), {
        user: 'unverifiedUser',
      })
      expect(location(answer).searchParams.has('code')).toBe(true)
      expect((await call(`${faulty.baseUrl}/.well-known/oauth-authorization-server`)).status).toBe(
        404,
      )
      expect(
        (await call(`${faulty.baseUrl}/oauth/authorize`)).headers['access-control-allow-origin'],
      ).toBe('*')
    },
  )
})

test('every fault names known requirement ids; unknown faults are refused', async () => {
  for (const name of Object.keys(faults)) {
    expect(idsTrippedBy(name).length, `the checks ${name} trips`).toBeGreaterThan(0)
    expect(usage()).toContain(name)
  }
  // Every id the fault lists name is the catalogue's: a mistyped one would trip nothing.
  for (const id of [...Object.keys(trippedBy), ...Object.keys(unjudgedUnder)]) {
    expect(() => requirement(id), id).not.toThrow()
  }
  // Every fault a catalogue entry names is one of the server's.
  for (const { id, traits } of requirements) {
    for (const name of [...(traits.trippedBy ?? []), ...Object.keys(traits.unjudgedUnder ?? {})])
      expect(isFaultName(name), `${id} names ${name}`).toBe(true)
  }
  await expect(startReferenceServer({ faults: ['nope' as FaultName] })).rejects.toThrow('nope')
  expect(await main(['--fault', 'nope'])).toBe(2)
})
