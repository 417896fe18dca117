// The FAPI 2.0 server's mTLS mode (RFC 8705). An integration self-test, not a unit one: the
// mode makes its test CA with openssl, a child process.
import { expect, test } from '@playwright/test'
import type { FaultName, ReferenceServer } from '../../fixtures/reference-server/index.ts'
import { startReferenceServer } from '../../fixtures/reference-server/index.ts'
import { decodeJwt } from 'jose'
import { certificateThumbprint } from '../../fixtures/transport/http/certificate-thumbprint.ts'
import { freshCertificate, subjectOf } from '../../fixtures/transport/http/fresh-certificate.ts'
import { authorizationParams, pkce } from './support/reference-server/fapi2-client.ts'
import { call } from './support/reference-server/http.ts'
import {
  identityOf,
  mtlsCode,
  mtlsGet,
  mtlsPost,
  mtlsTarget,
  redemption,
  type Identity,
} from './support/reference-server/mtls-client.ts'
import { expectTokenError } from './support/reference-server/token-calls.ts'

async function withMtls(faults: FaultName[], run: (server: ReferenceServer) => Promise<void>) {
  const server = await startReferenceServer({ faults, profile: 'fapi2-mtls' })
  try {
    await run(server)
  } finally {
    await server.stop()
  }
}

test('the mTLS mode advertises tls_client_auth at its aliases and configures certificates', async () => {
  await withMtls([], async (server) => {
    const target = await mtlsTarget(server)
    const { json } = await call(`${server.baseUrl}/.well-known/oauth-authorization-server`)
    expect(json).toMatchObject({
      token_endpoint_auth_methods_supported: ['tls_client_auth'],
      mtls_endpoint_aliases: {
        token_endpoint: target.tokenUrl,
        pushed_authorization_request_endpoint: target.parUrl,
      },
    })
    expect(json.dpop_signing_alg_values_supported).toBeUndefined()
    expect(target.tokenUrl).toMatch(/^https:\/\/127\.0\.0\.1:\d+\/oauth\/token$/)
    expect(server.targetConfig()).toMatchObject({
      mtls: true,
      dpop: false,
      tokenRequest: { clientAuth: 'tls_client_auth' },
    })
    // The client keys are secrets a run's artifacts are scanned for.
    const keyLine = target.client.tlsKey.split('\n')[1] ?? 'missing'
    expect(server.issued()).toContain(keyLine)
  })
})

// A fresh code of the main client, redeemed over a connection presenting its own certificate.
async function redeemedWithCertificate(server: ReferenceServer) {
  const target = await mtlsTarget(server)
  const code = await mtlsCode(server, target)
  return mtlsPost(
    target,
    target.tokenUrl,
    identityOf(target.client),
    redemption(target.client, code),
  )
}

test('a certificate-authenticated push and redemption get a Bearer token', async () => {
  await withMtls([], async (server) => {
    const answer = await redeemedWithCertificate(server)
    expect(answer.status, answer.text).toBe(200)
    expect(answer.json.token_type).toBe('Bearer')
  })
})

// RFC 8705 §3: the token names its certificate and is taken only over a connection that presents
// it; the faults name it in hex, and take it from any connection.
async function boundTokenAnswers(server: ReferenceServer) {
  const target = await mtlsTarget(server)
  const token = String((await redeemedWithCertificate(server)).json.access_token)
  const { resourceUrl } = server.targetConfig()
  const authorization = { authorization: `Bearer ${token}` }
  const at = (identity: Identity) => mtlsGet(target, resourceUrl ?? '', identity, authorization)
  return {
    cnf: decodeJwt(token).cnf as Record<string, unknown>,
    thumbprint: certificateThumbprint(target.client.tlsCertificate),
    own: await at(identityOf(target.client)),
    none: await at(undefined),
    other: await at(identityOf(target.secondClient)),
  }
}

test('a token issued over a certificate names it, and the resource wants that certificate', async () => {
  await withMtls([], async (server) => {
    const { json } = await call(`${server.baseUrl}/.well-known/openid-configuration`)
    expect(json.tls_client_certificate_bound_access_tokens).toBe(true)
    expect(json.mtls_endpoint_aliases).toHaveProperty('userinfo_endpoint')
    const answers = await boundTokenAnswers(server)
    expect(answers.cnf['x5t#S256']).toBe(answers.thumbprint)
    expect(answers.own.status, answers.own.text).toBe(200)
    expect([answers.none.status, answers.other.status]).toEqual([401, 401])
  })
  await withMtls(['mtls-token-thumbprint-hex'], async (server) => {
    const answers = await boundTokenAnswers(server)
    expect(answers.cnf['x5t#S256']).toBe(
      Buffer.from(answers.thumbprint, 'base64url').toString('hex'),
    )
    expect(answers.none.status).toBe(401)
  })
  await withMtls(['mtls-token-binding-unchecked'], async (server) => {
    const answers = await boundTokenAnswers(server)
    expect([answers.none.status, answers.other.status]).toEqual([200, 200])
  })
})

test('a refresh without the certificate is invalid_client; the fault takes client_id alone', async () => {
  const refreshed = async (server: ReferenceServer) => {
    const target = await mtlsTarget(server)
    const refreshToken = String((await redeemedWithCertificate(server)).json.refresh_token)
    const fields = {
      grant_type: 'refresh_token',
      refresh_token: refreshToken,
      client_id: target.client.clientId,
    }
    return mtlsPost(target, target.tokenUrl, undefined, fields)
  }
  await withMtls([], async (server) => {
    expectTokenError(await refreshed(server), 401, 'invalid_client')
  })
  await withMtls(['mtls-refresh-certificate-unchecked'], async (server) => {
    const answer = await refreshed(server)
    expect(answer.status, answer.text).toBe(200)
  })
})

test("no certificate, an untrusted one, another client's or a forged header: invalid_client", async () => {
  await withMtls([], async (server) => {
    const target = await mtlsTarget(server)
    const { client, secondClient } = target
    const code = await mtlsCode(server, target)
    const body = redemption(client, code)
    const forged = { 'x-ssl-client-cert': encodeURIComponent(client.tlsCertificate) }
    const attempts: [string, Identity, Record<string, string>][] = [
      ['none', undefined, {}],
      ['self-signed copy', await freshCertificate(subjectOf(client.tlsCertificate)), {}],
      ['fresh', await freshCertificate('/CN=someone else'), {}],
      ['second client', identityOf(secondClient), {}],
      ['forged header', undefined, forged],
    ]
    for (const [, identity, headers] of attempts) {
      expectTokenError(
        await mtlsPost(target, target.tokenUrl, identity, body, headers),
        401,
        'invalid_client',
      )
      expectTokenError(
        await mtlsPost(target, target.parUrl, identity, { client_id: client.clientId }, headers),
        401,
        'invalid_client',
      )
    }
    // The plain listener has no certificate to read.
    const plain = await call(`${server.baseUrl}/oauth/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(body).toString(),
    })
    expectTokenError(plain, 401, 'invalid_client')
    // None of them spent the code.
    const good = await mtlsPost(target, target.tokenUrl, identityOf(client), body)
    expect(good.status, good.text).toBe(200)
  })
})

// Each fault lets through what its entry says, and the mode starts with it alone.
const faultCases: [
  FaultName,
  (target: Awaited<ReturnType<typeof mtlsTarget>>) => Promise<[Identity, Record<string, string>]>,
][] = [
  ['mtls-certificate-optional', () => Promise.resolve([undefined, {}])],
  [
    'mtls-chain-unchecked',
    async ({ client }) => [await freshCertificate(subjectOf(client.tlsCertificate)), {}],
  ],
  ['mtls-subject-unchecked', ({ secondClient }) => Promise.resolve([identityOf(secondClient), {}])],
  [
    'mtls-forwarded-certificate-trusted',
    ({ client }) =>
      Promise.resolve([
        undefined,
        { 'x-ssl-client-cert': encodeURIComponent(client.tlsCertificate) },
      ]),
  ],
]
for (const [fault, presented] of faultCases) {
  test(`${fault}: the request it lets through gets a token`, async () => {
    await withMtls([fault], async (server) => {
      const target = await mtlsTarget(server)
      const code = await mtlsCode(server, target)
      const [identity, headers] = await presented(target)
      const answer = await mtlsPost(
        target,
        target.tokenUrl,
        identity,
        redemption(target.client, code),
        headers,
      )
      expect(answer.status, answer.text).toBe(200)
    })
  })
}

test('mtls-token-type-not-bearer: the token type is made up; the mode needs its profile', async () => {
  await withMtls(['mtls-token-type-not-bearer'], async (server) => {
    expect((await redeemedWithCertificate(server)).json.token_type).toBe('mTLS')
  })
  await expect(
    startReferenceServer({ faults: ['mtls-token-type-not-bearer'], profile: 'fapi2' }),
  ).rejects.toThrow('fapi2-mtls')
})

test('mtls-par-certificate-unchecked: a push without a certificate gets a request_uri', async () => {
  await withMtls(['mtls-par-certificate-unchecked'], async (server) => {
    const target = await mtlsTarget(server)
    const params = authorizationParams(target.client, pkce().challenge) as Record<string, string>
    const answer = await mtlsPost(target, target.parUrl, undefined, params)
    expect(answer.status, answer.text).toBe(201)
  })
})

test("mtls-code-client-unchecked: the second client's certificate redeems the first's code", async () => {
  await withMtls(['mtls-code-client-unchecked'], async (server) => {
    const target = await mtlsTarget(server)
    const code = await mtlsCode(server, target)
    const { secondClient } = target
    const body = { ...redemption(target.client, code), client_id: secondClient.clientId }
    const answer = await mtlsPost(target, target.tokenUrl, identityOf(secondClient), body)
    expect(answer.status, answer.text).toBe(200)
  })
})

test('mtls-method-not-advertised: the metadata lists the assertion method instead', async () => {
  await withMtls(['mtls-method-not-advertised'], async (server) => {
    const { json } = await call(`${server.baseUrl}/.well-known/oauth-authorization-server`)
    expect(json.token_endpoint_auth_methods_supported).toEqual(['private_key_jwt'])
  })
})
