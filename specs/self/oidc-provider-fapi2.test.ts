import { expect, test } from '@playwright/test'
import {
  expectDeserved,
  ids,
  noVerifiedClaims,
  passes,
  type Deserved,
} from './support/deserved-verdicts.ts'
import { writeConfig } from './support/hostile/run-against.ts'
import { oidcProviderMissing, startOidcProviderFapi2 } from './support/oidc-provider-fapi2.ts'
import { readReport, runCli } from './support/run-cli.ts'
import { scanForSecrets } from './support/secret-scan.ts'

// A FAPI 2.0 server written elsewhere: node-oidc-provider (npm) in its FAPI 2.0 profile, pushed
// requests required, private_key_jwt, DPoP-bound tokens, with and without server nonces
// (docs/real-products.md). Each verdict below was checked against what the server does
// (node_modules/oidc-provider/lib, and its own error log): a verdict this test expects is the
// one the server deserves, not the one the harness happened to give.

// The same in both shapes. Identity Assurance is no feature of oidc-provider 9: every IDA id
// is noVerifiedClaims.
const common: Readonly<Record<string, Deserved>> = {
  ...Object.fromEntries(ids('IDA', 1, 11).map((id) => [id, noVerifiedClaims])),
  'AC-01': { verdict: 'pass', detail: /with a code and the state.*alternateRedirectUri/ },
  'PAR-01': { verdict: 'pass', detail: /201 with a request_uri \(expires_in 60\)/ },
  'PAR-02': { verdict: 'pass', detail: /401 invalid_client/ },
  // requirePushedAuthorizationRequests: "Pushed Authorization Request must be used".
  'PAR-03': { verdict: 'pass', detail: /error=invalid_request.*Pushed/ },
  'PAR-04': { verdict: 'pass', detail: /invalid_request_object/ },
  'PAR-05': { verdict: 'pass', detail: /invalid_request_uri/ },
  // Its pushed requests live 60 s (MAX_TTL in lib/actions/authorization/pushed_...).
  'PAR-06': { verdict: 'pass', detail: /60 s \+ 2 s .*invalid_request_uri/ },
  'PAR-07': { verdict: 'pass', detail: /400 request_uri_not_supported/ },
  'PAR-08': passes,
  'PAR-09': { verdict: 'pass', detail: /signed in, a code/ },
  // No GET route for the PAR endpoint: a 404, no request_uri.
  'PAR-10': { verdict: 'pass', detail: /GET \/request → 404.*POST \/request → 201/ },
  'PKJ-01': passes,
  // The FAPI 2.0 profile makes it refuse any aud but the issuer as a string.
  'PKJ-02': { verdict: 'pass', detail: /issuer in an array: refused: .*401 invalid_client/ },
  'PKJ-03': { verdict: 'pass', detail: /401 invalid_client/ },
  'PKJ-04': { verdict: 'pass', detail: /alg none, HS256.*401 invalid_client/ },
  // Its ReplayDetection refuses an assertion's jti seen before.
  'PKJ-05': { verdict: 'pass', detail: /replay was refused: .*401 invalid_client/ },
  // A registered secret is no way in for a private_key_jwt client.
  'PKJ-06': { verdict: 'pass', detail: /body, client_secret with Basic: refused.*invalid_client/ },
  // Its codes live 60 s (ttl.AuthorizationCode).
  'FAPI-01': { verdict: 'pass', detail: /61 s after issue: refused: .*400 invalid_grant/ },
  'FAPI-02': { verdict: 'pass', detail: /ID token ES256/ },
  // rotateRefreshToken rotates only public clients' tokens and old ones.
  'FAPI-03': { verdict: 'pass', detail: /not rotated/ },
  'DPOP-01': { verdict: 'pass', detail: /token_type DPoP/ },
  'DPOP-02': { verdict: 'pass', detail: /400 invalid_dpop_proof/ },
  'DPOP-04': { verdict: 'pass', detail: /typ JWT: refused: .*400 invalid_dpop_proof/ },
  'DPOP-05': { verdict: 'pass', detail: /400 invalid_dpop_proof/ },
  // A replayed proof is refused, as invalid_grant ("DPoP proof JWT Replay detected"), where
  // RFC 9449 §5 names invalid_dpop_proof: a refusal with the wrong error.
  'DPOP-06': { verdict: 'warn', detail: /wrong error: .*400 invalid_grant/ },
  'DPOP-07': { verdict: 'pass', detail: /400 invalid_grant/ },
  // No proof from a client registered with dpop_bound_access_tokens: invalid_grant ("DPoP proof
  // JWT not provided"); the grant is sound, a required header is missing (invalid_request).
  'DPOP-08': { verdict: 'warn', detail: /wrong error: .*400 invalid_grant/ },
  // Userinfo: no resource server of its own.
  'DPOP-09': { verdict: 'pass', detail: /userinfo: refused: GET \/me → 401 invalid_token/ },
  'DPOP-10': { verdict: 'pass', detail: /400 invalid_grant/ },
}

const shapes = [
  {
    name: 'without DPoP nonces',
    dpopNonces: false,
    expected: {
      ...common,
      'DPOP-03': { verdict: 'pass', detail: /hour ago: refused.*hour ahead: refused/ },
      'DPOP-11': { verdict: 'skip', reason: 'not-applicable', detail: /demands no DPoP nonce/ },
      'DPOP-12': { verdict: 'skip', reason: 'not-applicable', detail: /demands no DPoP nonce/ },
    },
  },
  {
    name: 'with DPoP nonces required',
    dpopNonces: true,
    expected: {
      ...common,
      // It takes a proof's time from its nonce (RFC 9449 §4.3 item 11) and refuses one it
      // never issued.
      'DPOP-03': {
        verdict: 'pass',
        detail: /freshness is the nonce's; a nonce it never issued: refused: .*use_dpop_nonce/,
      },
      'DPOP-11': { verdict: 'pass', detail: /400 use_dpop_nonce.*200 with an access_token/ },
      'DPOP-12': { verdict: 'pass', detail: /POST \/request → 400 use_dpop_nonce.*201/ },
    },
  },
] as const

const grep = '^(AC-01|PAR-|PKJ-|DPOP-|FAPI-|IDA-)'

test.describe.configure({ mode: 'parallel' })

for (const shape of shapes) {
  test(`oidc-provider in FAPI 2.0 shape ${shape.name}: each PAR, PKJ, DPOP, FAPI and IDA id as the server deserves`, async () => {
    const missing = await oidcProviderMissing()
    test.skip(missing !== undefined, missing)
    test.setTimeout(300_000)
    const server = await startOidcProviderFapi2({ dpopNonces: shape.dpopNonces })
    try {
      const config = writeConfig(server.targetConfig)
      const run = await runCli(['--config', config, '--grep', grep], server.targetEnv, 280_000)
      expect(run.code, run.stderr).toBe(0)
      expectDeserved(readReport(run), shape.expected)
      // The clients' private keys, their secrets and the password came through the
      // environment: none is in any report.
      const needles = server.secrets.map((value, i) => ({
        label: `secret ${i}`,
        value,
        parts: true,
      }))
      expect(scanForSecrets([run.reports], needles).hits).toEqual([])
    } finally {
      await server.stop()
    }
  })
}

// Its Message Signing shape: request objects required, JARM where asked (lib/response_modes/
// jwt.js: the response signed as an ID token of use "authorization", ES256, 120 s).
// Every flow asks response_mode=jwt there (docs/jarm.md): the plain checks get through it too.
const jarm: Readonly<Record<string, Deserved>> = {
  'AC-01': passes,
  'PAR-01': passes,
  'JARM-01': { verdict: 'pass', detail: /alg ES256; the ES256 signature verifies/ },
  'JARM-02': passes,
  // lib/response_modes/jwt.js puts iss inside the JWT and nothing but response beside it.
  'JARM-03': passes,
  'JARM-04': { verdict: 'pass', detail: /exp 1[0-2]\d s after its receipt/ },
  'JARM-05': { verdict: 'pass', detail: /error access_denied inside/ },
  'JARM-06': { verdict: 'pass', detail: /400 invalid_grant/ },
  // Registered with response_modes ["jwt", "query.jwt"]: response_mode=query is refused.
  'JARM-07': { verdict: 'pass', detail: /refused/ },
  'JARM-08': {
    verdict: 'pass',
    detail: /"jwt".*authorization_signing_alg_values_supported \["ES256"\]/,
  },
}

test('oidc-provider with Message Signing (request objects and JARM required): each JARM id as the server deserves', async () => {
  const missing = await oidcProviderMissing()
  test.skip(missing !== undefined, missing)
  test.setTimeout(300_000)
  const server = await startOidcProviderFapi2({ dpopNonces: false, messageSigning: true })
  try {
    const config = writeConfig(server.targetConfig)
    const grep = '^(JARM-|AC-01|PAR-01)'
    const run = await runCli(['--config', config, '--grep', grep], server.targetEnv, 280_000)
    expect(run.code, run.stderr).toBe(0)
    expectDeserved(readReport(run), jarm)
  } finally {
    await server.stop()
  }
})

// Its mTLS shape (oidc-provider-mtls.ts): tls_client_auth on a TLS listener of its own (the
// metadata's mtls_endpoint_aliases), certificate-bound tokens, no DPoP. Its access tokens are
// opaque: their binding shows at userinfo (MTLS-08), not in a cnf claim (MTLS-07).
const mtls: Readonly<Record<string, Deserved>> = {
  'AC-01': passes,
  'PAR-01': passes,
  'MTLS-01': { verdict: 'pass', detail: /token_type Bearer: POST \/token → 200/ },
  'MTLS-02': { verdict: 'pass', detail: /401 invalid_client/ },
  'MTLS-03': { verdict: 'pass', detail: /401 invalid_client/ },
  'MTLS-04': { verdict: 'pass', detail: /401 invalid_client/ },
  'MTLS-05': { verdict: 'pass', detail: /401 invalid_client/ },
  // The second client authenticated as itself, with a code issued to the first.
  'MTLS-06': { verdict: 'pass', detail: /400 invalid_grant/ },
  'MTLS-07': { verdict: 'skip', reason: 'not-applicable', detail: /opaque/ },
  'MTLS-08': { verdict: 'pass', detail: /userinfo: .*GET \/me → 401 invalid_token/ },
  'MTLS-09': { verdict: 'pass', detail: /401 invalid_client/ },
  'MTLS-10': { verdict: 'pass', detail: /Client-Cert .*401 invalid_client/ },
  'MTLS-11': { verdict: 'pass', detail: /POST \/request → 401 invalid_client/ },
  'MTLS-12': { verdict: 'pass', detail: /\["tls_client_auth"\].*mtls_endpoint_aliases/ },
}

test('oidc-provider in mTLS shape (tls_client_auth, certificate-bound tokens): each MTLS id as the server deserves', async () => {
  const missing = await oidcProviderMissing()
  test.skip(missing !== undefined, missing)
  test.setTimeout(300_000)
  const server = await startOidcProviderFapi2({ dpopNonces: false, mtls: true })
  try {
    const config = writeConfig(server.targetConfig)
    const grep = '^(AC-01|PAR-01|MTLS-)'
    const run = await runCli(['--config', config, '--grep', grep], server.targetEnv, 280_000)
    expect(run.code, run.stderr).toBe(0)
    expectDeserved(readReport(run), mtls)
    // The clients' TLS keys came through the environment: no line of one is in any report.
    expect(server.tlsKeyLines.length).toBeGreaterThan(1)
    const needles = [
      ...server.secrets.map((value, i) => ({ label: `secret ${i}`, value, parts: true })),
      ...server.tlsKeyLines.map((value, i) => ({ label: `TLS key line ${i}`, value })),
    ]
    expect(scanForSecrets([run.reports], needles).hits).toEqual([])
  } finally {
    await server.stop()
  }
})
