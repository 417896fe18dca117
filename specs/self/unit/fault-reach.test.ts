import { expect, test } from '@playwright/test'
import { FaultReach } from '../../../cli/matrix/fault-reach.ts'
import { startMatrixServer } from '../../../cli/matrix/matrix-server.ts'
import { readRowSetup } from '../../../cli/matrix/row-setup.ts'
import { watchedProfile } from '../../../cli/matrix/profile-reads.ts'
import { FaultSwitches } from '../../../fixtures/reference-server/fault-switches.ts'
import type { FaultName } from '../../../fixtures/reference-server/faults.ts'
import { requirements } from '../../../fixtures/catalogue/requirements.ts'
import type { Check } from '../../../fixtures/suite/registry.ts'
import { freshKeyMaterial } from '../../../fixtures/reference-server/key-material.ts'
import { serverProfiles } from '../../../fixtures/reference-server/server-profiles.ts'

const seen = (asked: Iterable<string>, reads: Iterable<string> = []) => ({
  asked: new Set(asked) as ReadonlySet<FaultName>,
  reads: new Set(reads),
})
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
  reach.record('plain', check('AC-63'), 'found', seen(['pkce-downgrade-accepted']))
  reach.record('plain', check('AC-04'), 'found', seen([]))
  reach.record('plain', check('AC-33'), 'found', seen([]))
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
  reach.record('plain', check('AC-33'), 'json works', seen([]))
  expect(reach.runs('form-only', check('AC-33'), 'json works')).toBe(false)
  expect(reach.runs('form-only', check('AC-33'), 'form works')).toBe(true)
})

test('rows of the correct server that found different things leave no setup unchanged', () => {
  const reach = new FaultReach()
  reach.record('plain', check('AC-33'), 'json works', seen([]))
  reach.record('plain', check('AC-34'), 'form works', seen([]))
  reach.record('plain', check('AC-35'), 'json works', seen([]))
  expect(reach.runs('form-only', check('AC-33'), 'json works')).toBe(true)
})

// What a row found, as row-setup.ts writes it.
const setupWith = (metadata: Record<string, unknown> | undefined, dpop = false) =>
  JSON.stringify({ encoding: null, profile: { issuer: '{base}', metadata, pushes: false, dpop } })
const correctMetadata = { issuer: '{base}', code_challenge_methods_supported: ['S256'] }

test('a fault that changes a metadata member runs the checks that read it, and no other', () => {
  const reach = new FaultReach()
  const correct = setupWith(correctMetadata)
  reach.record('plain', check('AC-33'), correct, seen([], ['metadata', 'metadata.issuer']))
  reach.record('plain', check('AC-34'), correct, seen([], ['metadata', 'metadata.*']))
  reach.record(
    'plain',
    check('AC-35'),
    correct,
    seen([], ['metadata', 'metadata.code_challenge_methods_supported']),
  )
  reach.record('plain', check('AC-36'), correct, seen([], ['dpop']))
  const withoutS256 = setupWith({ issuer: '{base}' })
  expect(reach.runs('metadata-no-s256', check('AC-33'), withoutS256)).toBe(false)
  expect(reach.runs('metadata-no-s256', check('AC-34'), withoutS256)).toBe(true)
  expect(reach.runs('metadata-no-s256', check('AC-35'), withoutS256)).toBe(true)
  expect(reach.runs('metadata-no-s256', check('AC-36'), withoutS256)).toBe(false)
  // No metadata at all: every check that read any of it; a member beside it, its readers.
  expect(reach.runs('no-metadata', check('AC-33'), setupWith(undefined))).toBe(true)
  expect(reach.runs('no-metadata', check('AC-36'), setupWith(undefined))).toBe(false)
  expect(reach.runs('no-metadata', check('AC-36'), setupWith(undefined, true))).toBe(true)
})

test('the watched profile writes down each member read, and a walk through all of them', () => {
  const reads = new Set<string>()
  const profile = watchedProfile(
    Object.freeze({
      issuer: 'https://as.example',
      metadata: Object.freeze({ issuer: 'https://as.example', scopes_supported: ['openid'] }),
      parUrl: undefined,
      pushes: false,
      parRequired: false,
      dpop: false,
      jar: false,
      signsEveryPush: false,
      fapi2: false,
      messageSigning: false,
      jarm: false,
      asksSignedResponses: false,
    }),
    reads,
  )
  expect(profile.dpop).toBe(false)
  expect(profile.metadata?.scopes_supported).toEqual(['openid'])
  expect('issuer' in (profile.metadata ?? {})).toBe(true)
  expect([...reads].sort()).toEqual([
    'dpop',
    'metadata',
    'metadata.issuer',
    'metadata.scopes_supported',
  ])
  expect(JSON.stringify(profile.metadata)).toContain('openid')
  expect(reads.has('metadata.*')).toBe(true)
})

test('the switches forget what was asked before forgetAsked', () => {
  const switches = new FaultSwitches([])
  switches.has('redirect-prefix-match')
  switches.forgetAsked()
  switches.has('pkce-downgrade-accepted')
  expect([...switches.asked()]).toEqual(['pkce-downgrade-accepted'])
})

// Each row's server listens on ports of its own: were they part of what a row found, no two
// rows would compare equal and every fault of the profile would run every check. Keys of their
// own too: the setup holds none (the matrix hands its servers one set, key-material.ts).
for (const profile of serverProfiles) {
  test(`two correct ${profile} servers on different ports find the same setup`, async () => {
    const servers = await Promise.all([
      startMatrixServer(profile, freshKeyMaterial),
      startMatrixServer(profile, freshKeyMaterial),
    ])
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
