import { spawnSync } from 'node:child_process'
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { expect, test } from '@playwright/test'
import { tar, untar } from '../../cli/bundle/tar.ts'
import { requirements } from '../../fixtures/catalogue/requirements.ts'
import { sampleRun } from './support/bundle/sample-run.ts'

const bin = resolve(import.meta.dirname, '../../cli/bin.js')
const cli = (args: readonly string[], cwd: string) =>
  spawnSync(process.execPath, [bin, ...args], { cwd, encoding: 'utf8' })

// docs/bundle.md's recipe for a certifier, word for word: nothing but tar, jq, base64,
// OpenSSL 3 and coreutils. Run in an empty folder holding run.tar and pub.pem.
const certifierRecipe = `set -euo pipefail
mkdir bundle && tar -xf run.tar -C bundle
jq -e '.payloadType == "application/vnd.in-toto+json"' bundle/statement.dsse.json >/dev/null
jq -r .payload bundle/statement.dsse.json | base64 -d > statement.json
jq -r '.signatures[0].sig' bundle/statement.dsse.json | base64 -d > signature.bin
type=application/vnd.in-toto+json
{ printf 'DSSEv1 %d %s %d ' "\${#type}" "$type" "$(wc -c < statement.json)"; cat statement.json; } > pae.bin
openssl pkeyutl -verify -pubin -inkey pub.pem -rawin -in pae.bin -sigfile signature.bin
jq -e '._type == "https://in-toto.io/Statement/v1"' statement.json >/dev/null
cd bundle
jq -r '.subject[] | "\\(.digest.sha256)  \\(.name)"' ../statement.json | sha256sum -c --quiet
diff <(jq -r '.subject[].name' ../statement.json | sort) \\
     <(find . -type f ! -name statement.dsse.json | sed 's|^\\./||' | sort)
`

const has = (command: string) => spawnSync('sh', ['-c', `command -v ${command}`]).status === 0

test('the commands: bundle, verify (0), verify of an altered bundle (1), a bad key (2)', () => {
  const run = sampleRun()
  const made = cli(
    ['bundle', '--reports', run.reports, '--out', 'run.tar', '--key', run.privateKey],
    run.work,
  )
  expect(made.status, made.stderr).toBe(0)
  const verified = cli(['verify', 'run.tar', '--key', run.publicKey], run.work)
  expect(verified.status, verified.stderr).toBe(0)
  // The sample run is complete: every requirement judged, AC-33 failed, with a picture.
  expect(verified.stdout).toMatch(
    new RegExp(
      `^verified: run\\.tar: 11 files as signed[\\s\\S]*verdicts: ${requirements.length - 1} pass, 1 fail`,
    ),
  )

  const entries = untar(readFileSync(join(run.work, 'run.tar'))).map((e) =>
    e.name === 'summary.md' ? { ...e, data: Buffer.concat([e.data, Buffer.from(' ')]) } : e,
  )
  writeFileSync(join(run.work, 'altered.tar'), tar(entries, new Date()))
  const altered = cli(['verify', 'altered.tar', '--key', run.publicKey], run.work)
  expect(altered.status).toBe(1)
  expect(altered.stdout).toBe('NOT verified: altered.tar\naltered: summary.md\n')

  const badKey = cli(['verify', 'run.tar', '--key', 'run.tar'], run.work)
  expect(badKey.status).toBe(2)
  expect(badKey.stderr).toBe('oauth-conformance: run.tar: not a PEM public key\n')
})

test('a certifier verifies a bundle with tar, jq, base64, OpenSSL and sha256sum alone', () => {
  const tools = ['openssl', 'jq', 'sha256sum', 'tar', 'bash']
  test.skip(!tools.every(has), `needs ${tools.join(', ')} on the machine`)
  const run = sampleRun()
  const bundled = cli(
    ['bundle', '--reports', run.reports, '--out', 'run.tar', '--key', run.privateKey],
    run.work,
  )
  expect(bundled.status, bundled.stderr).toBe(0)
  const certify = (archive: Buffer, publicKey: string) => {
    const folder = join(run.work, `certifier-${Math.random().toString(36).slice(2)}`)
    mkdirSync(folder)
    writeFileSync(join(folder, 'run.tar'), archive)
    writeFileSync(join(folder, 'pub.pem'), readFileSync(publicKey))
    return spawnSync('bash', ['-c', certifierRecipe], { cwd: folder, encoding: 'utf8' })
  }
  const archive = readFileSync(join(run.work, 'run.tar'))
  const untouched = certify(archive, run.publicKey)
  expect(untouched.status, untouched.stderr).toBe(0)
  expect(untouched.stdout).toContain('Signature Verified Successfully')

  const entries = untar(archive)
  const changed = entries.map((e) =>
    e.name === 'junit.xml'
      ? { ...e, data: Buffer.from(e.data.toString().replace('AC-', 'AD-')) }
      : e,
  )
  const altered = certify(tar(changed, new Date()), run.publicKey)
  expect(altered.status).not.toBe(0)
  expect(altered.stdout + altered.stderr).toMatch(/junit\.xml: FAILED/)

  const added = certify(
    tar([...entries, { name: 'extra.txt', data: Buffer.from('x') }], new Date()),
    run.publicKey,
  )
  expect(added.status).not.toBe(0)
  expect(added.stdout).toContain('> extra.txt')

  const otherKey = join(run.work, 'other.pem')
  spawnSync('bash', [
    '-c',
    `openssl genpkey -algorithm ed25519 | openssl pkey -pubout > ${otherKey}`,
  ])
  const wrongKey = certify(archive, otherKey)
  expect(wrongKey.status).not.toBe(0)
  expect(wrongKey.stdout + wrongKey.stderr).toContain('Signature Verification Failure')
})
