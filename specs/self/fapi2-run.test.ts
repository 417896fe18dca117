import { expect, test } from '@playwright/test'
import { requirements } from '../../fixtures/catalogue/requirements.ts'
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
  expect(fapiIds).toHaveLength(16)
  // AC-01 and KYC-01 went through pushed requests.
  expect(report.results.find((r) => r.id === 'PAR-03')?.detail).toMatch(/not pushed.*refused/)
})
