import { expect, test } from '@playwright/test'
import { workersFor } from '../../../cli/network-workers.ts'

const gib = 1024 ** 3
const twoCores = { cores: 2, freeBytes: 16 * gib }

test('a target on this machine gets a worker per core, at least two', () => {
  expect(workersFor(1, twoCores)).toBe(2)
  expect(workersFor(1, { cores: 1, freeBytes: 16 * gib })).toBe(2)
  expect(workersFor(1, { cores: 8, freeBytes: 16 * gib })).toBe(8)
})

test('a distant target gets more workers than cores: those waiting on it hold none', () => {
  expect(workersFor(150, twoCores)).toBe(4)
  expect(workersFor(300, twoCores)).toBe(6)
  expect(workersFor(150, { cores: 1, freeBytes: 16 * gib })).toBe(2)
})

test('never more than four workers per core, nor more than free memory holds', () => {
  expect(workersFor(10_000, twoCores)).toBe(8)
  expect(workersFor(10_000, { cores: 2, freeBytes: 3 * gib })).toBe(3)
  expect(workersFor(10_000, { cores: 2, freeBytes: gib / 2 })).toBe(2)
})
