import { randomBytes, randomInt } from 'node:crypto'
import { expect, test } from '@playwright/test'
import { estimateEntropy, judgeEntropy, minimumSample } from '../../../fixtures/judges/entropy.ts'

const sample = (make: () => string) => Array.from({ length: minimumSample }, make)
const judged = (make: () => string) =>
  judgeEntropy(estimateEntropy(sample(make)), 'codes').observation

test('32 random bytes in base64url (43 characters) pass', () => {
  const estimate = estimateEntropy(sample(() => randomBytes(32).toString('base64url')))
  expect(estimate.bits).toBeGreaterThanOrEqual(250)
  expect(estimate.alphabetName).toBe('base64url')
  expect(judgeEntropy(estimate, 'codes').observation).toBe('pass')
})

test('six random digits fail', () => {
  const estimate = estimateEntropy(sample(() => String(randomInt(1_000_000)).padStart(6, '0')))
  expect(estimate.bits).toBeLessThan(20)
  expect(judgeEntropy(estimate, 'codes').observation).toBe('violated')
})

test('a long constant prefix lends nothing to a short random part', () => {
  const prefix = 'ac_eu-west-1_production_tenant-4711_'
  const estimate = estimateEntropy(sample(() => prefix + randomBytes(8).toString('hex')))
  expect(estimate.bits).toBe(64)
  expect(estimate.varyingPositions).toBe(16)
  expect(judgeEntropy(estimate, 'codes').observation).toBe('violated')
})

test('between 128 and 160 bits meets the MUST but misses the SHOULD', () => {
  expect(judged(() => randomBytes(16).toString('hex'))).toBe('tolerated')
  expect(judged(() => randomBytes(24).toString('hex'))).toBe('pass')
})

test('a UUIDv4 (122 random bits) falls short of 128', () => {
  expect(judged(() => crypto.randomUUID())).toBe('violated')
})

test('a counter varies in its last digits only', () => {
  let counter = 1_000_000_000_000
  const estimate = estimateEntropy(sample(() => `code-${String(counter++)}`))
  expect(estimate.varyingPositions).toBeLessThanOrEqual(2)
})

test('a repeated value means a tiny space, whatever the characters', () => {
  const value = randomBytes(32).toString('base64url')
  const values = [...sample(() => randomBytes(32).toString('base64url')), value, value]
  const estimate = estimateEntropy(values)
  expect(estimate.bits).toBe(0)
  expect(judgeEntropy(estimate, 'codes').detail).toContain('distinct')
})
