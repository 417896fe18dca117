import { expect, test } from '@playwright/test'
import { expectRefusedBeforeTheSuite } from './support/refused-run.ts'
import { runCli } from './support/run-cli.ts'
import { startHostileServer } from './support/hostile/hostile-server.ts'
import { runAgainst, writeConfig } from './support/hostile/run-against.ts'
import { makeTestCertificates } from './support/hostile/test-ca.ts'

// A target whose certificate comes from a private CA: refused unless the target file names that
// CA, and then verified against it by both the token client and the browser.

test('a certificate that does not verify: exit 2 before the suite, in one line naming tls.ca', async () => {
  const { key, cert } = makeTestCertificates()
  const server = await startHostileServer({ mode: 'faithful', tls: { key, cert } })
  try {
    const run = await runCli(['--config', writeConfig(server.targetConfig())])
    expectRefusedBeforeTheSuite(run, /target unreachable: .*the TLS certificate does not verify/)
    expect(run.stderr).toContain('"tls": { "ca": "path/to/ca.pem" }')
  } finally {
    await server.stop()
  }
})

test('with tls.ca naming the CA, the browser and the token client verify the target against it', async () => {
  const { caFile, key, cert } = makeTestCertificates()
  const hostile = await runAgainst({
    mode: 'faithful',
    tls: { key, cert },
    config: { tls: { ca: caFile } },
    grep: 'AC-01|AC-33',
  })
  expect(hostile.run.code, hostile.run.stderr).toBe(0)
  expect(hostile.results['AC-01']?.verdict).toBe('pass')
  expect(hostile.results['AC-33']?.verdict).toBe('pass')
})

test('a CA that did not issue the certificate is refused all the same', async () => {
  const { key, cert } = makeTestCertificates()
  const other = makeTestCertificates()
  const server = await startHostileServer({ mode: 'faithful', tls: { key, cert } })
  try {
    const config = { ...server.targetConfig(), tls: { ca: other.caFile } }
    const run = await runCli(['--config', writeConfig(config)])
    expect(run.code).toBe(2)
    expect(run.stderr).toMatch(/the TLS certificate does not verify/)
  } finally {
    await server.stop()
  }
})
