import { randomBytes } from 'node:crypto'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { expect, test } from '@playwright/test'
import { TargetConfig } from '../../../fixtures/config/schema.ts'
import { Evidence } from '../../../fixtures/evidence/evidence.ts'
import { redactor } from '../../../fixtures/evidence/redactor.ts'
import { checkFixtures } from '../../../fixtures/scenarios/check-fixtures.ts'
import type { TargetSession } from '../../../fixtures/transport/browser/target-session.ts'
import { printable } from '../../../fixtures/transport/http/exchange.ts'
import { TokenEndpoint } from '../../../fixtures/transport/http/token-endpoint.ts'
import { CheckContext } from '../../../fixtures/transport/check-context.ts'

const issued = randomBytes(32).toString('base64url')

// A token endpoint that issues a refresh token, and names a refresh token it refuses in its
// error text, where no field pattern finds it.
async function tokenEndpoint(): Promise<{ url: string; close: () => void }> {
  const server = createServer((req, res) => {
    let body = ''
    req.on('data', (chunk: Buffer) => (body += chunk.toString()))
    req.on('end', () => {
      const { refresh_token: presented } = JSON.parse(body) as Record<string, string>
      const answer = presented
        ? {
            error: 'invalid_grant',
            error_description: `unknown: ${presented.split('').join(' ')}|${presented}`,
          }
        : { access_token: randomBytes(32).toString('base64url'), refresh_token: issued }
      res.writeHead(presented ? 400 : 200, { 'content-type': 'application/json' })
      res.end(JSON.stringify(answer))
    })
  })
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done))
  const { port } = server.address() as AddressInfo
  return { url: `http://127.0.0.1:${port}/token`, close: () => server.close() }
}

test('every refresh token the harness sees or sends is registered before anything shows it', async () => {
  const endpoint = await tokenEndpoint()
  try {
    // A token endpoint alone: no metadata to read DPoP from.
    const config = TargetConfig.parse({
      dpop: false,
      baseUrl: new URL(endpoint.url).origin,
      tokenEndpoint: '/token',
      client: { clientId: 'app', clientSecret: 'app-secret-1', redirectUri: 'https://a.test/cb' },
      user: { username: 'u', password: 'user-password' },
    })
    const target = { config, authorizationUrl: '', tokenUrl: endpoint.url, label: 'test' }
    const session = { target, tokens: [], refreshTokens: [] } as unknown as TargetSession
    const { tokenEndpoint: client } = checkFixtures(session, new Evidence(), new CheckContext())

    await client.redeem('some-code-value')
    expect(session.refreshTokens).toEqual([issued])
    expect(redactor.redact(`bare ${issued} later`)).toMatch(/^bare <refresh_token#\d+> later$/)

    // Sent by a token client that records nothing: known before any evidence is written.
    const presented = randomBytes(32).toString('base64url')
    const refused = await new TokenEndpoint(endpoint.url, config, new CheckContext()).refresh(
      presented,
    )
    expect(redactor.knows(presented)).toBe(true)
    expect(refused.response.body).toContain(presented)
    expect(redactor.redact(refused.response.body)).not.toContain(presented)
    expect(printable(refused)).not.toContain(presented)
  } finally {
    endpoint.close()
  }
})
