import { expect, test } from '@playwright/test'
import { startReferenceServer } from '../../fixtures/reference-server/index.ts'
import { readReport } from './support/run-cli.ts'
import { needlesOf, runWithSecretsInEnvironment } from './support/scanned-run.ts'
import { scanForSecrets } from './support/secret-scan.ts'
import { runSelected } from './support/selected-run.ts'
import { unpackedBundle } from './support/bundle/unpacked-bundle.ts'

// Short time steps keep the run's sign-ins, one step each, to seconds; ten digits keep a code
// from turning up by chance among the numbers of a trace, where the scan would take it for a leak.
const secondFactor = { periodSeconds: 2, digits: 10 }

// A server that asks for a TOTP code after the password and refuses a code presented twice
// (as Keycloak does): the whole suite, two workers signing in at once, judges as it does
// without MFA, no code is refused, and neither the seed nor any code reaches an artifact.
test('with user.otp.totp, two workers sign in with a code each, none twice, none in an artifact', async () => {
  test.setTimeout(600_000)
  const server = await startReferenceServer({ codeLifetimeSeconds: 5, secondFactor })
  try {
    const scanned = await runWithSecretsInEnvironment(server.targetConfig(), 540_000, [
      '--workers',
      '2',
    ])
    const { run } = scanned
    expect(run.code, run.stdout).toBe(0)
    const report = readReport(run)
    // As in the clean run: only checks that do not apply (AC-21 on a loopback http target,
    // the FAPI 2.0 ids on a plain server), every other one passing.
    const unjudged = report.results.filter((r) => r.verdict !== 'pass')
    expect(unjudged.filter((r) => r.reason !== 'not-applicable').map((r) => r.id)).toEqual([])
    expect(unjudged.map((r) => r.id)).toContain('AC-21')
    const { accepted, refused } = server.oneTimeCodes()
    expect(refused, 'codes the server refused').toBe(0)
    expect(accepted.length).toBeGreaterThan(1)
    expect(new Set(accepted).size).toBe(accepted.length)
    expect(Object.keys(scanned.secrets)).toContain('SCAN_TOTP_SECRET')
    const needles = [
      ...needlesOf(scanned, server.issued()),
      ...accepted.map((value, i) => ({ label: `one-time code #${i + 1}`, value })),
    ]
    const scan = scanForSecrets([run.reports, scanned.logs, unpackedBundle(run.reports)], needles)
    expect(scan.hits).toEqual([])
  } finally {
    await server.stop()
  }
})

// A code page is no refused sign-in: with no factor configured the flows stop there, not
// judged, and the run names the field to set.
test('without user.otp, a code page leaves the checks not judged and names user.otp', async () => {
  test.setTimeout(240_000)
  const server = await startReferenceServer({ codeLifetimeSeconds: 5, secondFactor })
  try {
    const { user, unverifiedUser, ...config } = server.targetConfig()
    const { run, report, ran } = await runSelected(
      {
        ...config,
        interaction: 'generic',
        user: { username: user.username, password: user.password },
        ...(unverifiedUser && {
          unverifiedUser: { username: unverifiedUser.username, password: unverifiedUser.password },
        }),
      },
      'AC-01|AC-10',
    )
    for (const result of ran) {
      expect.soft(result.verdict, `${result.id}: ${result.detail}`).toBe('skip')
      expect.soft(result.reason, result.id).toBe('not-judged')
      expect.soft(result.detail, result.id).toContain('set user.otp')
    }
    expect(report.stuckFlow?.block).toBe('{"user":{"otp":{"totp":"${USER_TOTP_SECRET}"}}}')
    expect(run.stdout).toContain('{"user":{"otp":{"totp":"${USER_TOTP_SECRET}"}}}')
    expect(server.oneTimeCodes()).toEqual({ accepted: [], refused: 0 })
  } finally {
    await server.stop()
  }
})
