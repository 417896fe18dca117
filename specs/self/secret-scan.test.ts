import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { expect, test } from '@playwright/test'
import { startReferenceServer } from '../../fixtures/reference-server/index.ts'
import { runCli } from './support/run-cli.ts'
import { scanForSecrets, type Needle } from './support/secret-scan.ts'
import { zip } from './support/zip.ts'

const secret = 'Pl4nted_s3cret/with+odd&chars "quoted"'
const plant = (text: string) => [{ label: 'planted', value: secret }, text] as const

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
  }
  for (const [name, body] of Object.entries(places)) {
    const scan = scanForSecrets([folderWith({ [name]: body })], [needle])
    expect(
      scan.hits.map((h) => h.label),
      name,
    ).toEqual(['planted'])
  }
  const clean = scanForSecrets(
    [folderWith({ 'clean.txt': 'code=<code#1> secret=<client_secret#1>' })],
    [needle],
  )
  expect(clean.hits).toEqual([])
})

// The real thing: a run against a reference server whose secrets are fresh, configured as a
// user's CI would (secrets in the environment), and every file it wrote searched for every
// secret and every code and token the server issued.
test('no file a run writes holds a secret, a password, or an issued code or token', async () => {
  test.setTimeout(600_000)
  const server = await startReferenceServer({ codeLifetimeSeconds: 5 })
  try {
    const config = server.targetConfig()
    const env = {
      SCAN_CLIENT_SECRET: config.client.clientSecret,
      SCAN_SECOND_SECRET: config.secondClient?.clientSecret,
      SCAN_RESTRICTED_SECRET: config.restrictedClient?.clientSecret,
      SCAN_PASSWORD: config.user.password,
      SCAN_UNVERIFIED_PASSWORD: config.unverifiedUser?.password,
    }
    const withVariables = {
      ...config,
      reuseDelaySeconds: 2,
      client: { ...config.client, clientSecret: '${SCAN_CLIENT_SECRET}' },
      secondClient: { ...config.secondClient, clientSecret: '${SCAN_SECOND_SECRET}' },
      restrictedClient: { ...config.restrictedClient, clientSecret: '${SCAN_RESTRICTED_SECRET}' },
      user: { ...config.user, password: '${SCAN_PASSWORD}' },
      unverifiedUser: { ...config.unverifiedUser, password: '${SCAN_UNVERIFIED_PASSWORD}' },
    }
    const work = mkdtempSync(join(tmpdir(), 'oac-secret-scan-'))
    const configFile = join(work, 'target.json')
    writeFileSync(configFile, JSON.stringify(withVariables))
    const run = await runCli(['--config', configFile], env, 540_000)
    const logs = join(work, 'logs')
    mkdirSync(logs)
    writeFileSync(join(logs, 'stdout.txt'), run.stdout)
    writeFileSync(join(logs, 'stderr.txt'), run.stderr)
    expect(run.code, run.stderr).toBe(0)

    const issued = server.issued()
    expect(issued.length, 'the run obtained codes and tokens').toBeGreaterThan(1)
    const needles: Needle[] = [
      ...Object.entries(env).map(([name, value]) => ({ label: name, value: value ?? '' })),
      ...issued.map((value, i) => ({ label: `issued code or token #${i + 1}`, value })),
    ].filter((needle) => needle.value !== '')
    const started = Date.now()
    const scan = scanForSecrets([run.reports, logs], needles)
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
  } finally {
    await server.stop()
  }
})
