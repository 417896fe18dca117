import { connect } from 'node:net'
import { expect, test } from '@playwright/test'
import { startReferenceServer } from '../../../fixtures/reference-server/index.ts'
import { fuzzRequests } from '../support/fuzz-requests.ts'

const seed = 20_261_122
const count = 2000
const concurrency = 8

// A server that has not answered by then hangs: the bound is for that, wide enough for a busy
// machine's slowest answer, not a measure of speed.
const hangMs = 20_000

// The raw request's answer: its status code, or undefined when none came (the connection was
// dropped without one, or nothing came before hangMs).
function statusOf(port: number, bytes: Buffer): Promise<number | undefined> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1')
    let head = ''
    const done = (status: number | undefined) => {
      socket.destroy()
      resolve(status)
    }
    socket.setTimeout(hangMs, () => {
      done(undefined)
    })
    socket.on('data', (chunk: Buffer) => {
      head += chunk.toString('latin1')
      const status = /^HTTP\/1\.1 (\d{3}) /.exec(head)?.[1]
      if (status) done(Number(status))
    })
    socket.on('error', () => {
      done(undefined)
    })
    socket.on('close', () => {
      done(undefined)
    })
    socket.end(bytes)
  })
}

async function fuzz(port: number) {
  const requests = fuzzRequests(seed, count)
  const unanswered: string[] = []
  const serverErrors: string[] = []
  for (let i = 0; i < requests.length; i += concurrency) {
    const batch = requests.slice(i, i + concurrency)
    const statuses = await Promise.all(batch.map((bytes) => statusOf(port, bytes)))
    statuses.forEach((status, k) => {
      const line = (batch[k] ?? Buffer.alloc(0)).toString('latin1').split('\r\n')[0] ?? ''
      if (status === undefined) unanswered.push(line.slice(0, 120))
      else if (status >= 500) serverErrors.push(`${status} ${line.slice(0, 120)}`)
    })
  }
  return { unanswered, serverErrors }
}

// The reference server is the harness's proving ground: whatever a client sends to its token,
// authorization, sign-in and consent endpoints, it answers, and never with a 5xx.
test(`the reference server answers ${count} random and malformed requests without a 5xx`, async () => {
  const server = await startReferenceServer({})
  const started = Date.now()
  try {
    const { unanswered, serverErrors } = await fuzz(Number(new URL(server.baseUrl).port))
    expect(serverErrors).toEqual([])
    expect(unanswered).toEqual([])
    const config = server.targetConfig()
    const normal = new URL(`${server.baseUrl}/oauth/authorize`)
    normal.search = new URLSearchParams({
      response_type: 'code',
      client_id: config.client.clientId,
      redirect_uri: config.client.redirectUri,
      state: 'after-fuzz',
    }).toString()
    const after = await fetch(normal)
    expect(after.status).toBe(200)
    expect(await after.text()).toContain('id="password"')
    test.info().annotations.push({
      type: 'fuzz',
      description: `${count} requests (seed ${seed}) in ${Date.now() - started} ms`,
    })
  } finally {
    await server.stop()
  }
})

// The same requests find the 500 of a server that has one: the fuzz can fail.
test('the fuzz finds the 5xx of a server that answers an unknown client with 500', async () => {
  const server = await startReferenceServer({ faults: ['unknown-client-500'] })
  try {
    const { serverErrors } = await fuzz(Number(new URL(server.baseUrl).port))
    expect(serverErrors.length).toBeGreaterThan(0)
    expect(serverErrors.every((line) => line.includes('/oauth/token'))).toBe(true)
  } finally {
    await server.stop()
  }
})
