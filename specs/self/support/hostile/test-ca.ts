import { spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

export interface TestCertificates {
  // The CA's certificate, as a target file's tls.ca names it.
  readonly caFile: string
  // The server's key and certificate (for 127.0.0.1), issued by that CA.
  readonly key: string
  readonly cert: string
}

function openssl(dir: string, args: readonly string[]): void {
  const result = spawnSync('openssl', args, { cwd: dir, encoding: 'utf8' })
  if (result.status !== 0) throw new Error(`openssl ${args[0] ?? ''}: ${result.stderr}`)
}

// A private CA and a server certificate made at test time, in a temporary folder: no private
// key is ever committed, and none outlives this call (only the CA's certificate stays, for
// tls.ca; the server's key is handed back in memory).
export function makeTestCertificates(): TestCertificates {
  const dir = mkdtempSync(join(tmpdir(), 'oac-ca-'))
  const ec = ['-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:P-256', '-nodes']
  openssl(
    dir,
    ['req', '-x509', ...ec, '-keyout', 'ca.key', '-out', 'ca.pem', '-days', '2'].concat(
      ['-subj', '/CN=oauth-conformance test CA', '-addext', 'basicConstraints=critical,CA:TRUE'],
      ['-addext', 'keyUsage=critical,keyCertSign'],
    ),
  )
  openssl(dir, [
    'req',
    ...ec,
    '-keyout',
    'server.key',
    '-out',
    'server.csr',
    '-subj',
    '/CN=127.0.0.1',
  ])
  writeFileSync(
    join(dir, 'server.ext'),
    'subjectAltName=IP:127.0.0.1\nbasicConstraints=CA:FALSE\nextendedKeyUsage=serverAuth\n',
  )
  openssl(
    dir,
    ['x509', '-req', '-in', 'server.csr', '-CA', 'ca.pem', '-CAkey', 'ca.key'].concat([
      '-CAcreateserial',
      '-out',
      'server.pem',
      '-days',
      '2',
      '-extfile',
      'server.ext',
    ]),
  )
  const made = {
    caFile: join(dir, 'ca.pem'),
    key: readFileSync(join(dir, 'server.key'), 'utf8'),
    cert: readFileSync(join(dir, 'server.pem'), 'utf8'),
  }
  for (const file of readdirSync(dir).filter((name) => name !== 'ca.pem')) {
    rmSync(join(dir, file))
  }
  return made
}
