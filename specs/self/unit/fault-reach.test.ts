import { expect, test } from '@playwright/test'
import { FaultReach } from '../../../cli/matrix/fault-reach.ts'
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
  reach.record('plain', check('AC-63'), new Set(['pkce-downgrade-accepted']))
  reach.record('plain', check('AC-04'), new Set())
  reach.record('plain', check('AC-33'), new Set())
  expect(reach.runs('pkce-downgrade-accepted', check('AC-63'))).toBe(true)
  expect(reach.runs('pkce-downgrade-accepted', check('AC-33'))).toBe(false)
  // redirect-prefix-match trips AC-04: run even though the correct server never asked.
  expect(reach.runs('redirect-prefix-match', check('AC-04'))).toBe(true)
})

test('a check whose reach is unknown runs under every fault', () => {
  expect(new FaultReach().runs('pkce-downgrade-accepted', check('AC-33'))).toBe(true)
})
