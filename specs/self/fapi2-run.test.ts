import { expect, test } from '@playwright/test'
import { requirements } from '../../fixtures/catalogue/requirements.ts'
import { startReferenceServer } from '../../fixtures/reference-server/index.ts'
import { writeConfig } from './support/hostile/run-against.ts'
import { readReport, runCli } from './support/run-cli.ts'

// What the reference server's FAPI 2.0 mode cannot give: TLS on loopback, secret-based client
// authentication (the client signs assertions), refresh rotation (the profile keeps tokens), the
// service's JSON token body (its target file declares form encoding, as RFC 6749 writes it).
const cannotApplyHere: Readonly<Record<string, RegExp>> = {
  'AC-21': /http on a loopback address/,
  'AC-40': /clientAuth is private_key_jwt/,
  'AC-41': /clientAuth is private_key_jwt/,
  'AC-50': /clientAuth is private_key_jwt/,
  'AC-51': /clientAuth is private_key_jwt/,
  'AC-53': /clientAuth is private_key_jwt.*FAPI 2\.0 Security Profile/,
  'RT-08': /no rotation/,
  'RT-09': /no rotation/,
  'SVC-01': /tokenRequest\.encoding is "form" in the target file/,
  // Without --dpop-nonce the server demands no nonce; the test below runs them in that mode.
  'DPOP-11': /demands no DPoP nonce/,
  'DPOP-12': /demands no DPoP nonce/,
  // The server takes signed request objects without requiring them: the Message Signing mode
  // (the test below) requires them, and claims that profile.
  'JAR-02': /signed request objects are not required/,
  'JAR-09': /claims no securityProfile "fapi2-message-signing"/,
  'JAR-11': /claims no securityProfile "fapi2-message-signing"/,
  // Signed responses are Message Signing's too (the Message Signing run below judges them).
  ...Object.fromEntries(
    requirements
      .filter((r) => r.id.startsWith('JARM-'))
      .map((r) => [r.id, /claims no securityProfile "fapi2-message-signing"/]),
  ),
  // The client signs assertions: mutual TLS is another profile (fapi2-mtls).
  ...Object.fromEntries(
    requirements
      .filter((r) => r.id.startsWith('MTLS-'))
      .map((r) => [r.id, /does not authenticate with a certificate/]),
  ),
}

// The documented command (docs/fapi2.md): the suite through pushed requests, assertions and the
// profile's MUSTs; every PAR, PKJ and FAPI id judged and passing, nothing fail or warn.
test('the suite against the FAPI 2.0 reference server: exit 0, every FAPI id passes', async () => {
  test.setTimeout(300_000)
  const run = await runCli(['--reference-profile', 'fapi2'])
  expect(run.code, run.stderr).toBe(0)
  const report = readReport(run)
  expect(report.results).toHaveLength(requirements.length)
  for (const result of report.results) {
    const reason = cannotApplyHere[result.id]
    expect.soft(result.verdict, `${result.id}: ${result.detail}`).toBe(reason ? 'skip' : 'pass')
    if (reason) expect.soft(result.detail, result.id).toMatch(reason)
  }
  const fapiIds = report.results.filter((r) => /^(PAR|PKJ|FAPI)-/.test(r.id))
  expect(fapiIds).toHaveLength(19)
  // AC-01 and KYC-01 went through pushed requests.
  expect(report.results.find((r) => r.id === 'PAR-03')?.detail).toMatch(/not pushed.*refused/)
})

// RFC 9449 §8: the server in its nonce mode (--dpop-nonce), correct. DPOP-11 and DPOP-12 are
// judged there, and pass; so do the other DPoP and PAR ids, which meet nonces at every turn.
test('the nonce checks against the FAPI 2.0 server in its nonce mode: judged, and passing', async () => {
  test.setTimeout(300_000)
  const server = await startReferenceServer({
    codeLifetimeSeconds: 5,
    profile: 'fapi2',
    dpopNonce: true,
  })
  try {
    const config = writeConfig(server.targetConfig())
    const run = await runCli(['--config', config, '--grep', 'DPOP-|PAR-'], {}, 280_000)
    expect(run.code, run.stderr).toBe(0)
    const judged = readReport(run).results.filter((r) => r.reason !== 'not-run')
    expect(judged.map((r) => r.id)).toEqual(expect.arrayContaining(['DPOP-11', 'DPOP-12']))
    for (const result of judged) {
      expect.soft(result.verdict, `${result.id}: ${result.detail}`).toBe('pass')
    }
  } finally {
    await server.stop()
  }
})

// The documented command for the Message Signing mode (docs/jar.md, docs/jarm.md): every push
// signed, responses signed where asked, and every JAR and JARM id judged and passing; the
// checks beside them are the FAPI 2.0 mode's (the whole suite against this server is the
// baseline of its fault matrix).
test('the JAR and JARM ids against the Message Signing reference server: exit 0, each passes', async () => {
  test.setTimeout(300_000)
  const grep = ['--grep', 'JAR-|JARM-|PAR-']
  const run = await runCli(['--reference-profile', 'fapi2-message-signing', ...grep])
  expect(run.code, run.stderr).toBe(0)
  const judged = readReport(run).results.filter((r) => /^(JAR|JARM|PAR)-/.test(r.id))
  expect(judged.filter((r) => r.id.startsWith('JAR-'))).toHaveLength(17)
  expect(judged.filter((r) => r.id.startsWith('JARM-'))).toHaveLength(8)
  for (const result of judged) {
    expect.soft(result.verdict, `${result.id}: ${result.detail}`).toBe('pass')
  }
})

// The documented command for the mTLS mode (docs/mtls.md): the embedded server's own test CA
// and client certificates, found through its mtls_endpoint_aliases; every MTLS id judged.
test('the mTLS ids against the FAPI 2.0 mTLS reference server: exit 0, each passes', async () => {
  test.setTimeout(300_000)
  const run = await runCli(['--reference-profile', 'fapi2-mtls', '--grep', 'MTLS'])
  expect(run.code, run.stderr).toBe(0)
  const mtls = readReport(run).results.filter((r) => r.id.startsWith('MTLS-'))
  expect(mtls.length).toBe(requirements.filter((r) => r.id.startsWith('MTLS-')).length)
  for (const result of mtls) {
    expect.soft(result.verdict, `${result.id}: ${result.detail}`).toBe('pass')
  }
})
