import { createServer } from 'node:http'
import { expect, test } from '@playwright/test'
import { Evidence } from '../../../fixtures/evidence/evidence.ts'
import type { CheckFixtures } from '../../../fixtures/scenarios/check-fixtures.ts'
import { keySetsFor } from '../../../fixtures/scenarios/id-token-keys.ts'
import type { TargetSession } from '../../../fixtures/transport/browser/target-session.ts'

// The JWKS is fetched once per worker; a kid it lacks (keys rotated mid-run) fetches it once
// more, and only once, however many checks ask.
test('a kid not in the cached key set fetches the set again, once', async () => {
  let fetched = 0
  const server = createServer((_req, res) => {
    fetched++
    const keys =
      fetched === 1
        ? [{ kty: 'RSA', kid: 'old' }]
        : [
            { kty: 'RSA', kid: 'old' },
            { kty: 'RSA', kid: 'new' },
          ]
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ keys }))
  })
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done))
  try {
    const url = `http://127.0.0.1:${(server.address() as { port: number }).port}/jwks`
    const memo = new Map<string, Promise<unknown>>()
    const session = {
      memo: <T>(key: string, make: () => Promise<T>) => {
        if (!memo.has(key)) memo.set(key, make())
        return memo.get(key) as Promise<T>
      },
    } as unknown as TargetSession
    const fixtures = { session, evidence: new Evidence() } as unknown as CheckFixtures

    expect((await keySetsFor(fixtures, url, 'old')).length).toBe(1)
    expect(fetched).toBe(1)
    const rotated = await keySetsFor(fixtures, url, 'new')
    expect(rotated.at(-1)?.keys?.map((key) => key.kid)).toEqual(['old', 'new'])
    await keySetsFor(fixtures, url, 'new')
    await keySetsFor(fixtures, url, 'old')
    expect(fetched).toBe(2)
  } finally {
    server.close()
  }
})
