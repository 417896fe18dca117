import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { expect, test } from '@playwright/test'
import {
  startReferenceServer,
  type ReferenceServer,
} from '../../fixtures/reference-server/index.ts'
import type { ServerProfile } from '../../fixtures/reference-server/server-profiles.ts'
import { startHostileServer } from './support/hostile/hostile-server.ts'
import { needlesOf, runWithSecretsInEnvironment, type ScannedRun } from './support/scanned-run.ts'
import { partLength, scanForSecrets } from './support/secret-scan.ts'
import { zip } from './support/zip.ts'
import { unpackedBundle } from './support/bundle/unpacked-bundle.ts'
import { readReport } from './support/run-cli.ts'

const secret = 'Pl4nted_s3cret/with+odd&chars "quoted"'
const plant = (text: string) => [{ label: 'planted', value: secret }, text] as const

const form = (value: string) => encodeURIComponent(value).replace(/%20/g, '+')
const lowerHex = (text: string) => text.replace(/%[0-9A-F]{2}/g, (e) => e.toLowerCase())
const everyChar = (text: string) =>
  Array.from(text, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`).join('')

function folderWith(files: Record<string, Buffer | string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'oac-scan-'))
  for (const [name, body] of Object.entries(files)) writeFileSync(join(dir, name), body)
  return dir
}

// The scanner must find a value wherever a report could hide it, or a clean scan proves nothing.
test('the scanner finds a value in every form and wrapping an artifact can give it', () => {
  const [needle] = plant('')
  const htmlWithZip = `<script id="data">data:application/zip;base64,${zip([
    { name: 'report.json', data: Buffer.from(JSON.stringify({ body: secret })) },
  ]).toString('base64')}</script>`
  const places: Record<string, Buffer | string> = {
    'plain.txt': `x ${secret} y`,
    'query.txt': `https://cb.test/?code=${encodeURIComponent(secret)}`,
    'form.txt': `a=${encodeURIComponent(secret).replace(/%20/g, '+')}`,
    'json.json': JSON.stringify({ value: secret }),
    'basic.txt': `Authorization: Basic ${Buffer.from(`app:${secret}`).toString('base64')}`,
    'trace.zip': zip([
      { name: 'trace.trace', data: Buffer.from(`{"v":${JSON.stringify(secret)}}`) },
    ]),
    'report.html': htmlWithZip,
    'log.gz': gzipSync(`prefix ${secret}`),
    'lower-hex.txt': `a=${lowerHex(encodeURIComponent(secret))}`,
    'every-char.json': `{"v":"${everyChar(secret).toUpperCase().replace(/\\U/g, '\\u')}"}`,
    'some-chars.json': `{"v":"${JSON.stringify(secret)
      .slice(1, -1)
      .replace(/[&/]/g, (c) => everyChar(c))}"}`,
    'page.html': `<pre>${secret.replace(/&/g, '&amp;').replace(/"/g, '&#x22;')}</pre>`,
    'form-in-json.json': JSON.stringify({ echo: `client_secret=${form(secret)}` }),
    'form-in-url.txt': `?error_description=${encodeURIComponent(`secret=${form(secret)}`)}`,
    'basic-url-safe.txt': `Basic ${Buffer.from(`app:${form(secret)}`).toString('base64url')}`,
    // A verified claim inside an ID token's claims, base64url between the token's dots.
    'id-token.txt': `eyJhbGciOiJSUzI1NiJ9.${Buffer.from(
      JSON.stringify({ verified_claims: { claims: { family_name: secret } } }),
    ).toString('base64url')}.c2ln`,
    'basic-escaped.json': `{"h":"${everyChar(`Basic ${Buffer.from(`app:${secret}`).toString('base64')}`)}"}`,
  }
  for (const [name, body] of Object.entries(places)) {
    const scan = scanForSecrets([folderWith({ [name]: body })], [needle])
    expect([...new Set(scan.hits.map((h) => h.label))], name).toEqual(['planted'])
  }
  const clean = scanForSecrets(
    [folderWith({ 'clean.txt': 'code=<code#1> secret=<client_secret#1>' })],
    [needle],
  )
  expect(clean.hits).toEqual([])
})

// A secret cut before it was redacted leaves a part of itself: the scan looks for parts of the
// configured secrets it is told to, in every form too.
test('the scanner finds a part of a secret where a needle asks for parts', () => {
  const cut = folderWith({
    'detail.json': JSON.stringify({ detail: `presented ${secret.slice(0, 11)}…` }),
  })
  expect(scanForSecrets([cut], [{ label: 'planted', value: secret }]).hits).toEqual([])
  const scan = scanForSecrets([cut], [{ label: 'planted', value: secret, parts: true }])
  expect(scan.hits.map((h) => h.label)).toContain('planted (a part)')
  const shorter = folderWith({ 'detail.txt': `presented ${secret.slice(3, 3 + partLength - 1)}…` })
  expect(
    scanForSecrets([shorter], [{ label: 'planted', value: secret, parts: true }]).hits,
  ).toEqual([])
})

// The real thing: a run against a reference server whose secrets are fresh, configured as a
// user's CI would (secrets in the environment), and every file it wrote searched for every
// secret and every code and token the server issued.
test('no file a run writes holds a secret, a password, an issued code or token, an ID token or a verified claim', async () => {
  test.setTimeout(600_000)
  const server = await startReferenceServer({ codeLifetimeSeconds: 5 })
  try {
    const config = server.targetConfig()
    const scanned = await runWithSecretsInEnvironment(config, 540_000)
    const { run } = scanned
    expect(run.code, run.stderr).toBe(0)

    const issued = server.issued()
    expect(issued.length, 'the run obtained codes and tokens').toBeGreaterThan(1)
    expect(issued.some(isJwt), 'the run obtained ID tokens').toBe(true)
    const needles = needlesOf(scanned, issued)
    const bundle = unpackedBundle(run.reports)
    const started = Date.now()
    const scan = scanForSecrets([run.reports, scanned.logs, bundle], needles)
    test.info().annotations.push({
      type: 'scan',
      description: `${scan.files} files, ${scan.zips} zips, ${scan.base64Blobs} base64 blobs, ${needles.length} values in ${Date.now() - started} ms`,
    })
    expect(scan.hits).toEqual([])

    // The scan reached into the zip inside Playwright's report and into Allure's inlined data:
    // a value that is not secret and that both carry is found there.
    const control = scanForSecrets(
      [run.reports],
      [{ label: 'client_id', value: config.client.clientId }],
    )
    const places = control.hits.map((h) => h.where)
    expect(places.some((p) => /html\/index\.html > base64 > zip:/.test(p))).toBe(true)
    expect(places.some((p) => /allure-report\.html > base64/.test(p))).toBe(true)

    // The bundle holds the target file as the run read it, its secrets replaced, and the
    // evidence: the scan of its files had them to read.
    const target = readFileSync(join(bundle, 'target.redacted.json'), 'utf8')
    expect(target).toContain('"clientSecret": "${SCAN_CLIENT_SECRET}"')
    const inBundle = scanForSecrets(
      [bundle],
      [{ label: 'client_id', value: config.client.clientId }],
    )
    expect(inBundle.hits.map((h) => h.where)).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/unpacked\/target\.redacted\.json$/),
        expect.stringMatching(/unpacked\/evidence\//),
      ]),
    )
  } finally {
    await server.stop()
  }
})

// Characters that every encoding writes differently, and long enough that a detail cut
// before it was redacted shows a part of it.
const isJwt = (value: string) => /^eyJ[\w-]+\.eyJ[\w-]+\./.test(value)

const reflectedSecret = `Refl3ct "me" /back+forth & 100% <sure>, l'été\\ok!`

// A server that echoes what it was sent (support/hostile/reflect.ts) hands every secret back
// URL-, form-, JSON-, \u-, HTML- and base64-encoded, in token errors, error pages and error
// redirects: none of it, nor any part of it, may reach a report, stdout or stderr. Refused
// refresh requests are echoed with their refresh token, which server.issued() lists.
test('a server that echoes every request gets no secret, nor a part of one, into any output', async () => {
  test.setTimeout(600_000)
  const server = await startHostileServer({
    mode: 'reflect',
    secrets: { clientSecret: reflectedSecret },
  })
  try {
    const scanned = await runWithSecretsInEnvironment(server.targetConfig(), 540_000)
    const { run } = scanned
    // The echoes break the error format requirements; everything else is judged as usual.
    expect(run.code, run.stderr).toBe(1)
    const scan = scanForSecrets(
      [run.reports, scanned.logs, unpackedBundle(run.reports)],
      needlesOf(scanned, server.issued()),
    )
    expect(scan.hits).toEqual([])

    expect(server.issued().some(isJwt), 'ID tokens were issued, and echoed').toBe(true)

    // The echoes did reach the reports, redacted: the scan had something to find.
    const echoes = scanForSecrets(
      [run.reports],
      [
        { label: 'echo in evidence', value: 'request_escaped' },
        { label: 'redacted secret in a detail', value: 'presented, <client_secret#1>' },
        { label: 'echo on an error page', value: 'You sent: ' },
        {
          label: 'echoed refresh request, its token redacted',
          value: '"grant_type":"refresh_token","refresh_token":"<refresh_token#',
        },
      ],
    )
    expect(new Set(echoes.hits.map((h) => h.label)).size).toBe(4)
  } finally {
    await server.stop()
  }
})

// The same over a FAPI 2.0 run with DPoP server nonces: the clients' private keys (given as
// "${SCAN_CLIENT_KEY}"), every client assertion and DPoP proof the server was presented, the
// DPoP-bound tokens and the pushed requests; no member of a private key in any file, the signed
// bundle and the pictures included.
test('no file a FAPI 2.0 run writes holds a private key, assertion, proof, code or token', async () => {
  test.setTimeout(600_000)
  const server = await startReferenceServer({
    codeLifetimeSeconds: 5,
    profile: 'fapi2',
    dpopNonce: true,
  })
  try {
    const scanned = await runWithSecretsInEnvironment(server.targetConfig(), 540_000, [
      '--grep',
      'PAR-0[1-5]|PKJ|DPOP|AC-01|AC-33|KYC-01|OIDC-0[2-4]|RT-0[23]',
    ])
    expect(scanned.run.code, scanned.run.stderr).toBe(0)
    expect(scanned.privateMembers.length, 'the clients have private JWKs').toBeGreaterThan(2)
    const issued = server.issued()
    const { clientId } = server.targetConfig().client
    const proofs = issued.filter((value) => partOf(value, 0)?.typ === 'dpop+jwt')
    const assertions = issued.filter((value) => partOf(value, 1)?.sub === clientId)
    expect(proofs.length, 'DPoP proofs presented').toBeGreaterThan(5)
    expect(assertions.length, 'client assertions presented').toBeGreaterThan(5)
    const needles = needlesOf(scanned, issued)
    const bundle = unpackedBundle(scanned.run.reports)
    const scan = scanForSecrets([scanned.run.reports, scanned.logs, bundle], needles)
    expect(scan.hits).toEqual([])
  } finally {
    await server.stop()
  }
})

// The same over a run against the FAPI 2.0 server's mTLS mode: the clients' TLS keys (given as
// "${SCAN_CLIENT_TLS_KEY}"), the codes and certificate-authenticated tokens; the negative
// certificates the checks make are made in memory and never written.
test('no file an mTLS run writes holds a TLS client key, code or token', async () => {
  test.setTimeout(600_000)
  await scannedRunOfProfile('fapi2-mtls', 'MTLS|PAR-0[1-4]|AC-01|KYC-01|RT-0[23]', (scanned) => {
    // The certificates were presented: the mTLS checks were judged, not skipped.
    const mtls = readReport(scanned.run).results.filter((r) => r.id.startsWith('MTLS-'))
    expect(mtls.map((r) => r.verdict)).toEqual(mtls.map(() => 'pass'))
    expect(mtls.length).toBeGreaterThan(4)
    expect(scanned.privateMembers.length, "the clients' TLS key lines").toBeGreaterThan(2)
  })
})

// The same over a run against the Message Signing mode: signed request objects pushed, and
// signed authorization responses (JARM), each a credential that carries a code.
test('no file a Message Signing run writes holds a signed response, code or token', async () => {
  test.setTimeout(600_000)
  await scannedRunOfProfile('fapi2-message-signing', 'JARM|JAR-0[12]|AC-01', (scanned, server) => {
    // Signed responses were asked for and judged, not skipped.
    const jarm = readReport(scanned.run).results.filter((r) => r.id.startsWith('JARM-'))
    expect(jarm.map((r) => r.verdict)).toEqual(jarm.map(() => 'pass'))
    expect(server.signedResponses().length).toBeGreaterThan(1)
  })
})

// A run of the checks grep selects against the reference server in this profile, its secrets in
// the environment, shown by `judged` to have done what it is for; then no file it wrote holds
// anything the server issued.
async function scannedRunOfProfile(
  profile: ServerProfile,
  grep: string,
  judged: (scanned: ScannedRun, server: ReferenceServer) => void,
): Promise<void> {
  const server = await startReferenceServer({ codeLifetimeSeconds: 5, profile })
  try {
    const scanned = await runWithSecretsInEnvironment(server.targetConfig(), 540_000, [
      '--grep',
      grep,
    ])
    expect(scanned.run.code, scanned.run.stderr).toBe(0)
    judged(scanned, server)
    const needles = needlesOf(scanned, server.issued())
    const bundle = unpackedBundle(scanned.run.reports)
    const scan = scanForSecrets([scanned.run.reports, scanned.logs, bundle], needles)
    expect(scan.hits).toEqual([])
  } finally {
    await server.stop()
  }
}

// A JWT's header (0) or claims (1), where the value is one.
function partOf(value: string, part: 0 | 1): Record<string, unknown> | undefined {
  try {
    const json: unknown = JSON.parse(
      Buffer.from(value.split('.')[part] ?? '', 'base64url').toString(),
    )
    return typeof json === 'object' && json !== null ? (json as Record<string, unknown>) : undefined
  } catch {
    return undefined
  }
}
