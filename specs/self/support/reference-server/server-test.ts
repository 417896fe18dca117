import { test as base } from '@playwright/test'
import {
  startReferenceServer,
  type FaultName,
  type ReferenceServer,
} from '../../../../fixtures/reference-server/index.ts'

// One faultless reference server per worker, shared by the tests of every endpoint's file.
export const test = base.extend<object, { server: ReferenceServer }>({
  server: [
    async ({}, use) => {
      const server = await startReferenceServer()
      try {
        await use(server)
      } finally {
        await server.stop()
      }
    },
    { scope: 'worker' },
  ],
})

// A server of its own for a test that needs faults or a short code lifetime.
export async function withFaults(
  names: FaultName[],
  run: (faulty: ReferenceServer) => Promise<void>,
  codeLifetimeSeconds = 60,
) {
  const faulty = await startReferenceServer({ faults: names, codeLifetimeSeconds })
  try {
    await run(faulty)
  } finally {
    await faulty.stop()
  }
}

// A FAPI 2.0 mode server of its own, with the faults given.
export async function withFapi2(
  names: FaultName[],
  run: (server: ReferenceServer) => Promise<void>,
  options: {
    parLifetimeSeconds?: number
    dpopNonce?: boolean
    profile?: 'fapi2' | 'fapi2-message-signing'
  } = {},
) {
  const server = await startReferenceServer({ faults: names, profile: 'fapi2', ...options })
  try {
    await run(server)
  } finally {
    await server.stop()
  }
}
