import { expect, test } from '@playwright/test'
import { FaultReach } from '../../../cli/matrix/fault-reach.ts'
import { startMatrixServer } from '../../../cli/matrix/matrix-server.ts'
import { readRowSetup } from '../../../cli/matrix/row-setup.ts'
import { FaultSwitches } from '../../../fixtures/reference-server/fault-switches.ts'
import { requirements } from '../../../fixtures/catalogue/requirements.ts'
import type { Check } from '../../../fixtures/suite/registry.ts'

const check = (id: string) =>
  ({ requirement: requirements.find((r) => r.id === id) }) as unknown as Check

test('the switches record every fault asked about, on or off', () => {
  const switches = new FaultSwitches(['pkce-downgrade-accepted'])
  expect(switches.has('pkce-downgrade-accepted')).toBe(true)
  expect(switches.has('redirect-prefix-match')).toBe(false)
  expect([...switches.asked()].sort()).toEqual(['pkce-downgrade-accepted', 'redirect-prefix-match'])
})

test('a fault runs the checks that asked about it and those it trips, asked or not', () => {
  const reach = new FaultReach()
  reach.record('plain', check('AC-63'), new Set(['pkce-downgrade-accepted']), 'found')
  reach.record('plain', check('AC-04'), new Set(), 'found')
  reach.record('plain', check('AC-33'), new Set(), 'found')
  expect(reach.runs('pkce-downgrade-accepted', check('AC-63'), 'found')).toBe(true)
  expect(reach.runs('pkce-downgrade-accepted', check('AC-33'), 'found')).toBe(false)
  // redirect-prefix-match trips AC-04: run even though the correct server never asked.
  expect(reach.runs('redirect-prefix-match', check('AC-04'), 'found')).toBe(true)
})

test('a check whose reach is unknown runs under every fault', () => {
  expect(new FaultReach().runs('pkce-downgrade-accepted', check('AC-33'), 'found')).toBe(true)
})

// The token encoding that works and the profile are found before a row's checks: a fault that
// changes what was found there changes what every check meets.
test('a fault that changes what the row found before its checks runs every check', () => {
  const reach = new FaultReach()
  reach.record('plain', check('AC-33'), new Set(), 'json works')
  expect(reach.runs('form-only', check('AC-33'), 'json works')).toBe(false)
  expect(reach.runs('form-only', check('AC-33'), 'form works')).toBe(true)
})

test('rows of the correct server that found different things leave no setup unchanged', () => {
  const reach = new FaultReach()
  reach.record('plain', check('AC-33'), new Set(), 'json works')
  reach.record('plain', check('AC-34'), new Set(), 'form works')
  reach.record('plain', check('AC-35'), new Set(), 'json works')
  expect(reach.runs('form-only', check('AC-33'), 'json works')).toBe(true)
})

test('the switches forget what was asked before forgetAsked', () => {
  const switches = new FaultSwitches([])
  switches.has('redirect-prefix-match')
  switches.forgetAsked()
  switches.has('pkce-downgrade-accepted')
  expect([...switches.asked()]).toEqual(['pkce-downgrade-accepted'])
})

// Each row's server listens on ports of its own: were they part of what a row found, no two
// rows would compare equal and every fault of the profile would run every check.
for (const profile of ['plain', 'fapi2', 'fapi2-mtls'] as const) {
  test(`two correct ${profile} servers on different ports find the same setup`, async () => {
    const servers = await Promise.all([startMatrixServer(profile), startMatrixServer(profile)])
    try {
      const [first, second] = await Promise.all(servers.map(readRowSetup))
      expect(first?.target.config.baseUrl).not.toBe(second?.target.config.baseUrl)
      expect(first?.setup).toBe(second?.setup)
      expect(first?.setup).not.toMatch(/127\.0\.0\.1|localhost/)
    } finally {
      await Promise.all(servers.map((s) => s.server.stop()))
    }
  })
}
