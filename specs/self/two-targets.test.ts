// Two targets in one process, side by side (issue 40): what each session holds about its target
// (its profile, its way there) is its own. An integration self-test, not a unit one: the
// targets' CAs are made with openssl, a child process.
import { createServer as createHttpsServer } from 'node:https'
import type { AddressInfo } from 'node:net'
import { expect, test } from '@playwright/test'
import type { Browser } from 'playwright'
import { TargetConfig } from '../../fixtures/config/schema.ts'
import type { ResolvedTarget } from '../../fixtures/config/resolved-target.ts'
import type { Interaction } from '../../fixtures/transport/browser/interactions/index.ts'
import { TargetSession } from '../../fixtures/transport/browser/target-session.ts'
import { CheckContext } from '../../fixtures/transport/check-context.ts'
import { send } from '../../fixtures/transport/http/http.ts'
import { makeTestCertificates } from './support/hostile/test-ca.ts'

// An https server whose certificate a CA of its own signed; it answers its metadata.
async function httpsTarget(name: string) {
  const { caFile, key, cert } = makeTestCertificates()
  const server = createHttpsServer({ key, cert }, (_, response) =>
    response.writeHead(200, { 'content-type': 'application/json' }).end(`{"name":"${name}"}`),
  )
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening))
  const baseUrl = `https://127.0.0.1:${(server.address() as AddressInfo).port}`
  const config = TargetConfig.parse({
    baseUrl,
    authorizationEndpoint: '/oauth/authorize',
    tokenEndpoint: '/oauth/token',
    tls: { ca: caFile },
    client: { clientId: 'app', clientSecret: 'secret', redirectUri: 'http://127.0.0.1/cb' },
    user: { username: 'alice', password: 'password' },
  })
  const target: ResolvedTarget = {
    config,
    authorizationUrl: `${baseUrl}/oauth/authorize`,
    tokenUrl: `${baseUrl}/oauth/token`,
    label: name,
  }
  // No flow runs here: the sessions are asked only for what they hold about their targets.
  const session = new TargetSession(target, {} as Interaction, {} as Browser)
  return { session, close: () => server.close() }
}

const nameAt = async (session: TargetSession, via: TargetSession) => {
  const url = `${session.target.config.baseUrl}/.well-known/oauth-authorization-server`
  const exchange = await send({ method: 'GET', url }, new CheckContext(undefined, via.connection))
  return exchange.response.json
}

test('two https targets with CAs of their own, in one process: each reached through its own', async () => {
  const [first, second] = await Promise.all([httpsTarget('first'), httpsTarget('second')])
  try {
    // At once, each session's checks reach their target.
    const [a, b] = await Promise.all([
      nameAt(first.session, first.session),
      nameAt(second.session, second.session),
    ])
    expect(a).toEqual({ name: 'first' })
    expect(b).toEqual({ name: 'second' })
    // The CA matters: through the other target's way, a certificate no CA of its trusts.
    await expect(nameAt(first.session, second.session)).rejects.toThrow()
    // And the first still reaches its own after the second was made and used.
    expect(await nameAt(first.session, first.session)).toEqual({ name: 'first' })
  } finally {
    first.close()
    second.close()
  }
})

test('one address configured as two targets: each session reads its own profile', async () => {
  const target = await httpsTarget('one')
  try {
    const plain = target.session
    const config = { ...plain.target.config, securityProfile: 'fapi2' as const }
    const fapi2 = new TargetSession({ ...plain.target, config }, {} as Interaction, {} as Browser, {
      connection: plain.connection,
    })
    const [asPlain, asFapi2] = await Promise.all([
      plain.profile.read(new CheckContext(undefined, plain.connection)),
      fapi2.profile.read(new CheckContext(undefined, fapi2.connection)),
    ])
    expect(asPlain.fapi2).toBe(false)
    expect(asFapi2.fapi2).toBe(true)
    expect(asPlain.issuer).toBe(plain.target.config.baseUrl)
  } finally {
    target.close()
  }
})
