import { expect, test } from '@playwright/test'
import { requirements } from '../../fixtures/catalogue/requirements.ts'
import { readReport, runCli } from './support/run-cli.ts'

// What truly cannot apply to an http loopback target, and the reason its skip must give.
// The FAPI 2.0, JAR and JARM ids, against a server with no PAR endpoint, a client that signs no
// assertions and no profile claimed, say which of those is why.
const fapiOnly = /no PAR endpoint|not "private_key_jwt"|claims no securityProfile/
// The mutual-TLS ids, against a client that authenticates with a secret, say so.
const mtlsOnly = /does not authenticate with a certificate/
const cannotApplyHere: Readonly<Record<string, RegExp>> = {
  'AC-21': /http on a loopback address/,
  ...Object.fromEntries(
    requirements
      .filter((r) => /^(PAR|PKJ|FAPI|DPOP|JAR|JARM)-/.test(r.id))
      .map((r) => [r.id, fapiOnly]),
  ),
  ...Object.fromEntries(
    requirements.filter((r) => r.id.startsWith('MTLS-')).map((r) => [r.id, mtlsOnly]),
  ),
}

// `npm start` as a user runs it: the whole suite against the embedded reference server, which
// implements everything correctly, so nothing may fail or warn.
test('the suite against the reference server: exit 0, no fail, no warn', async () => {
  test.setTimeout(180_000)
  const run = await runCli([])
  expect(run.code, run.stderr).toBe(0)
  const report = readReport(run)
  expect(report.results).toHaveLength(requirements.length)
  for (const result of report.results) {
    expect.soft(result.verdict, `${result.id}: ${result.detail}`).not.toMatch(/^(fail|warn)$/)
  }
  const judged = report.results.filter((r) => r.reason !== 'not-run')
  for (const result of judged) {
    const reason = cannotApplyHere[result.id]
    expect.soft(result.verdict, `${result.id}: ${result.detail}`).toBe(reason ? 'skip' : 'pass')
    if (reason) expect.soft(result.detail, result.id).toMatch(reason)
  }
})
