import { expect, test } from '@playwright/test'
import {
  expectDeserved,
  ids,
  noVerifiedClaims,
  passes,
  type Deserved,
} from './support/deserved-verdicts.ts'
import { glewlwydMissing, startGlewlwydOidc } from './support/glewlwyd.ts'
import { writeConfig } from './support/hostile/run-against.ts'
import { readReport, runCli } from './support/run-cli.ts'
import { scanForSecrets } from './support/secret-scan.ts'

// An OpenID provider written elsewhere: Glewlwyd from Debian, its OpenID Connect plugin, its
// own sign-in and consent pages, no interaction configured (docs/real-products.md). Each verdict
// below was checked against its source (babelouest/glewlwyd v2.7.5, src/plugin/protocol_oidc.c):
// the verdict it deserves (its lack of verified claims: noVerifiedClaims).

const deserved: Readonly<Record<string, Deserved>> = {
  // It asks a nonce of every request that grants openid ("nonce required"), where OpenID
  // Connect Core §3.1.2.1 makes it OPTIONAL in the code flow (the OpenID Foundation's suite:
  // oidcc-ensure-request-without-nonce-succeeds-for-code-flow).
  'AC-01': { verdict: 'fail', detail: /error=invalid_request&error_description=nonce\+required/ },
  'OIDC-01': { verdict: 'pass', detail: /issuer is the URL it was fetched under/ },
  // Its half without a nonce is that same refusal, AC-01's finding: not judged twice.
  'OIDC-02': { verdict: 'skip', reason: 'not-judged', detail: /nonce\+required/ },
  'OIDC-03': { verdict: 'pass', detail: /alg RS256, advertised/ },
  ...Object.fromEntries(ids('OIDC', 4, 11).map((id) => [id, passes])),
  ...Object.fromEntries(ids('OIDC', 12, 14).map((id) => [id, noVerifiedClaims])),
  // Its ID tokens carry auth_time 0 (it writes the session's time only where it has one).
  'OIDC-15': { verdict: 'fail', detail: /auth_time 0 \(1970-01-01/ },
  ...Object.fromEntries(ids('IDA', 1, 11).map((id) => [id, noVerifiedClaims])),
}

test('Glewlwyd (Debian) with its OpenID Connect plugin: each OIDC and IDA id as the server deserves', async () => {
  // apt-get may install it first (about 40 s), the run itself about 40 s.
  test.setTimeout(900_000)
  const missing = glewlwydMissing()
  test.skip(missing !== undefined, missing)
  const server = await startGlewlwydOidc()
  test.info().annotations.push({ type: 'glewlwyd', description: server.version })
  try {
    const config = writeConfig(server.targetConfig)
    const grep = '^(AC-01|OIDC-|IDA-)'
    const run = await runCli(['--config', config, '--grep', grep], server.targetEnv, 280_000)
    // The fails above: exit code 1, a report written.
    expect(run.code, run.stderr).toBe(1)
    expectDeserved(readReport(run), deserved)
    // The client secrets, the password and Glewlwyd's signing key came through the
    // environment or stayed in its database: none is in any report.
    const needles = server.secrets.map((value, i) => ({ label: `secret ${i}`, value, parts: true }))
    expect(scanForSecrets([run.reports], needles).hits).toEqual([])
  } finally {
    await server.stop()
  }
})
