import { expect, test } from '@playwright/test'
import { FaultSwitches } from '../../../../fixtures/reference-server/fault-switches.ts'
import type { FaultName } from '../../../../fixtures/reference-server/faults.ts'
import { selectVerifiedClaims } from '../../../../fixtures/reference-server/oidc/verified-claims-selection.ts'

// Identity Assurance 1.0 §6 and §6.5: what one verified_claims request gets of the user's.

const whole = {
  verification: { trust_framework: 'eidas', time: '2025-03-14T09:26:53Z' },
  claims: { given_name: 'Alicia', family_name: 'Verhoeven', birthdate: '1990-04-12' },
}
const correct = { faults: new FaultSwitches([]) }
const request = (claims: object, trust: unknown = null) => ({
  verification: { trust_framework: trust },
  claims,
})

test('only the claims asked, the unknown and the unmatched left out', () => {
  const asked = request({ given_name: null, nope: null, birthdate: { value: '2000-01-01' } })
  expect(selectVerifiedClaims(correct, whole, asked)?.claims).toEqual({ given_name: 'Alicia' })
  const matching = request({ family_name: { values: ['Verhoeven', 'X'] } })
  expect(selectVerifiedClaims(correct, whole, matching)?.claims).toEqual({
    family_name: 'Verhoeven',
  })
})

test('nothing left, or a trust framework not used: no verified_claims', () => {
  expect(selectVerifiedClaims(correct, whole, request({ nope: null }))).toBeUndefined()
  const other = request({ given_name: null }, { value: 'de_aml' })
  expect(selectVerifiedClaims(correct, whole, other)).toBeUndefined()
  const either = request({ given_name: null }, { values: ['de_aml', 'eidas'] })
  expect(selectVerifiedClaims(correct, whole, either)?.claims).toEqual({ given_name: 'Alicia' })
})

test('each fault breaks its rule only', () => {
  const faulty = (name: FaultName) => ({ faults: new FaultSwitches([name]) })
  const asked = request({ given_name: null, nope: null })
  expect(selectVerifiedClaims(faulty('unknown-claims-as-null'), whole, asked)?.claims).toEqual({
    given_name: 'Alicia',
    nope: null,
  })
  const unmatched = request({ given_name: { value: 'Z' } })
  expect(
    selectVerifiedClaims(faulty('unmatched-value-delivered'), whole, unmatched)?.claims,
  ).toEqual({ given_name: 'Alicia' })
  const other = request({ given_name: null }, { value: 'de_aml' })
  expect(selectVerifiedClaims(faulty('trust-framework-ignored'), whole, other)).toBeDefined()
  expect(
    Object.keys(
      selectVerifiedClaims(faulty('unasked-claims-delivered'), whole, request({ given_name: null }))
        ?.claims ?? {},
    ),
  ).toEqual(['given_name', 'family_name', 'birthdate'])
})

test('a verification older than max_age leaves verified_claims out, unless the fault', () => {
  const aged = (maxAge: number) => ({
    verification: { trust_framework: null, time: { max_age: maxAge } },
    claims: { given_name: null },
  })
  expect(selectVerifiedClaims(correct, whole, aged(1))).toBeUndefined()
  expect(selectVerifiedClaims(correct, whole, aged(31_536_000_000))).toBeDefined()
  const faulty = { faults: new FaultSwitches(['verification-max-age-ignored']) }
  expect(selectVerifiedClaims(faulty, whole, aged(1))).toBeDefined()
})
