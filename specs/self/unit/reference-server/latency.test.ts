import { expect, test } from '@playwright/test'
import { maxLatencyMs, startReferenceServer } from '../../../../fixtures/reference-server/index.ts'
import { main, usage } from '../../../../fixtures/reference-server/main.ts'
import { defaults, FlowClient } from '../../support/reference-server/flow-client.ts'
import { call, form } from '../../support/reference-server/http.ts'

const latencyMs = 400

// Only a lower bound: a busy machine makes answers later, never sooner.
test('--latency delays every kind of answer by at least the latency', async () => {
  const server = await startReferenceServer({ latencyMs })
  try {
    const { baseUrl } = server
    const answers = {
      page: () => call(`${baseUrl}/oauth/authorize?${new URLSearchParams(defaults(server))}`),
      metadata: () => call(`${baseUrl}/.well-known/oauth-authorization-server`),
      token: () => call(`${baseUrl}/oauth/token`, form({ grant_type: 'authorization_code' })),
      resource: () => call(`${baseUrl}/api/me`),
      'not found': () => call(`${baseUrl}/favicon.ico`),
      'method not allowed': () => call(`${baseUrl}/login`),
    }
    for (const [name, answer] of Object.entries(answers)) {
      const started = performance.now()
      await answer()
      expect(performance.now() - started, name).toBeGreaterThanOrEqual(latencyMs)
    }
    // A whole flow: three pages, a redirect after each form, each one delayed.
    const started = performance.now()
    const end = await new FlowClient(server).authorize(defaults(server))
    expect(end.status).toBe(303)
    expect(performance.now() - started).toBeGreaterThanOrEqual(3 * latencyMs)
  } finally {
    await server.stop()
  }
})

test('--latency takes a whole number of milliseconds within bounds', async () => {
  expect(usage()).toContain('--latency MS')
  for (const bad of ['-1', '1.5', 'fast', String(maxLatencyMs + 1)]) {
    expect(await main(['--latency', bad]), bad).toBe(2)
  }
  await expect(startReferenceServer({ latencyMs: -1 })).rejects.toThrow('latencyMs')
  await expect(startReferenceServer({ latencyMs: 0.5 })).rejects.toThrow('latencyMs')
})
