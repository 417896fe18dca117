import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { expect, test } from '@playwright/test'
import { OneTimeCode, type TotpConfig } from '../../../fixtures/config/one-time-code.ts'
import { claimStep } from '../../../fixtures/transport/one-time-codes/code-claims.ts'
import {
  oneTimeCodes,
  unusedTotp,
} from '../../../fixtures/transport/one-time-codes/one-time-codes.ts'
import { base32Key, timeStep, totpAt } from '../../../fixtures/config/totp.ts'

// RFC 6238 Appendix B: the seed is "1234567890" repeated to the hash's length, in base32.
const seeds = {
  SHA1: 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ',
  SHA256: 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQGEZA====',
  SHA512:
    'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQGEZDGNA=',
} as const
const totp = (fields: object) => OneTimeCode.parse(fields) as TotpConfig
const vectors: [number, string, string, string][] = [
  [59, '94287082', '46119246', '90693936'],
  [1111111109, '07081804', '68084774', '25091201'],
  [1111111111, '14050471', '67062674', '99943326'],
  [1234567890, '89005924', '91819424', '93441116'],
  [2000000000, '69279037', '90698825', '38618901'],
  [20000000000, '65353130', '77737706', '47863826'],
]

test('TOTP gives RFC 6238 Appendix B codes for SHA-1, SHA-256 and SHA-512', () => {
  for (const [time, ...codes] of vectors) {
    const computed = (['SHA1', 'SHA256', 'SHA512'] as const).map((algorithm) =>
      totpAt(totp({ totp: seeds[algorithm], digits: 8, algorithm }), timeStep(time, 30)),
    )
    expect(computed, `T = ${time}`).toEqual(codes)
  }
})

test('a base32 secret reads as apps print it: any case, grouped, padded (RFC 4648 §10)', () => {
  expect(base32Key('MZXW6YTBOI======').toString()).toBe('foobar')
  expect(base32Key('mzxw 6ytb oi').toString()).toBe('foobar')
  expect(() => base32Key('MZXW1')).toThrow(RangeError)
  expect(OneTimeCode.safeParse({ totp: 'not base32!' }).success).toBe(false)
  expect(OneTimeCode.parse({ totp: seeds.SHA1 })).toEqual({
    totp: seeds.SHA1,
    digits: 6,
    period: 30,
    algorithm: 'SHA1',
  })
})

test('one claimant of a time step among many at once', async () => {
  const folder = mkdtempSync(join(tmpdir(), 'oac-claims-'))
  const claims = await Promise.all(
    Array.from({ length: 16 }, () => claimStep(folder, 'digest', 42)),
  )
  expect(claims.filter(Boolean)).toHaveLength(1)
  expect(await claimStep(folder, 'digest', 43)).toBe(true)
  expect(await claimStep(folder, 'other-digest', 42)).toBe(true)
})

test('flows that ask at once get codes of different steps, never one code twice', async () => {
  const folder = mkdtempSync(join(tmpdir(), 'oac-claims-'))
  const config = totp({ totp: seeds.SHA1, period: 1 })
  const clock = { folder, nowMs: Date.now }
  const codes = await Promise.all([1, 2, 3].map(() => unusedTotp(config, clock)))
  expect(new Set(codes).size).toBe(3)
})

test('a fixed code is given as is; without a factor there is no code to give', async () => {
  const fixed = oneTimeCodes(OneTimeCode.parse({ code: '424242' }), 'user')
  expect(await fixed.next?.()).toBe('424242')
  expect(oneTimeCodes(undefined, 'unverifiedUser')).toEqual({
    field: 'unverifiedUser',
    next: undefined,
  })
})
