import { setTimeout as sleep } from 'node:timers/promises'
import { expect, test } from '@playwright/test'
import { FlowClock } from '../../../fixtures/transport/browser/flow-clock.ts'

// A flow's own time runs out and ends its step; a wait it makes on purpose (a pace, a one-time
// code's time step) does not count.

test('a flow whose own time is up is told so, and its step is ended', async () => {
  const clock = new FlowClock(10)
  await clock.expired
  expect(clock.over()).toBe(true)
})

test('a wait made on purpose stops the clock while it lasts', async () => {
  const clock = new FlowClock(1_000)
  let expired = false
  void clock.expired.then(() => (expired = true))
  await clock.excused(sleep(1_500))
  expect(expired).toBe(false)
  expect(clock.over()).toBe(false)
  clock.stop()
})
