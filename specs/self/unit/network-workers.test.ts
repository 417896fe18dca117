import { expect, test } from '@playwright/test'
import { contextsFor, workersFor } from '../../../cli/network-workers.ts'

const gib = 1024 ** 3
const idle = (cores: number) => ({ cores, idleCores: cores, freeBytes: 16 * gib })

test('a target on this machine gets a worker per core, at least two', () => {
  expect(workersFor(1, idle(2))).toBe(2)
  expect(workersFor(1, idle(1))).toBe(2)
  expect(workersFor(1, idle(8))).toBe(8)
})

test('a distant target gets more workers than cores: those waiting on it hold none', () => {
  expect(workersFor(150, idle(2))).toBe(4)
  expect(workersFor(300, idle(2))).toBe(6)
  expect(workersFor(150, idle(1))).toBe(2)
})

test('only idle cores take more workers', () => {
  expect(workersFor(150, { ...idle(2), idleCores: 1.5 })).toBe(3)
  expect(workersFor(150, { ...idle(2), idleCores: 0.2 })).toBe(2)
})

test('never more than four workers per core, nor more than free memory holds', () => {
  expect(workersFor(10_000, idle(2))).toBe(8)
  expect(workersFor(10_000, { ...idle(2), freeBytes: 3 * gib })).toBe(3)
  expect(workersFor(10_000, { ...idle(2), freeBytes: gib / 2 })).toBe(2)
})

test('a distant target runs two flows at once per worker, a near or unmeasured one one', () => {
  expect(contextsFor(150)).toBe(2)
  expect(contextsFor(50)).toBe(2)
  expect(contextsFor(5)).toBe(1)
  expect(contextsFor(undefined)).toBe(1)
})
