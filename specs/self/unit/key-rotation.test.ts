import { createServer } from 'node:http'
import { expect, test } from '@playwright/test'
import { Evidence } from '../../../fixtures/evidence/evidence.ts'
import { TargetConfig } from '../../../fixtures/config/schema.ts'
import { checkFixtures } from '../../../fixtures/scenarios/check-fixtures.ts'
import { keySetsFor } from '../../../fixtures/scenarios/id-token-keys.ts'
import type { Interaction } from '../../../fixtures/transport/browser/interactions/index.ts'
import { TargetSession } from '../../../fixtures/transport/browser/target-session.ts'
import { CheckContext } from '../../../fixtures/transport/check-context.ts'

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
    // No browser: only the session's memory of shared scenarios is used.
    const config = TargetConfig.parse({
      baseUrl: 'http://127.0.0.1:1',
      client: { clientId: 'app', clientSecret: 'jwks-test-secret', redirectUri: 'http://x/cb' },
      user: { username: 'alice', password: 'jwks-test-password' },
    })
    const target = { config, authorizationUrl: url, tokenUrl: url, label: 'jwks' }
    const session = new TargetSession(
      target,
      {} as Interaction,
      {} as ConstructorParameters<typeof TargetSession>[2],
    )
    const fixtures = checkFixtures(session, new Evidence(), new CheckContext())

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
