import { createPrivateKey } from 'node:crypto'
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { TargetConfigInput } from '../../../fixtures/config/schema.ts'
import { runCli, type CliRun } from './run-cli.ts'
import type { Needle } from './secret-scan.ts'

export interface ScannedRun {
  readonly run: CliRun
  // The run's stdout and stderr as files, scanned beside the reports.
  readonly logs: string
  // The configured secrets, by the environment variable that held them.
  readonly secrets: Readonly<Record<string, string>>
  // The clients' private keys (private_key_jwt, tls_client_auth): their private members, each
  // a secret, its parts too.
  readonly privateMembers: readonly string[]
  // Their TLS keys' PEM lines that their certificates do not show, each a secret as a whole (a
  // part of one may be a piece of the public key).
  readonly keyLines: readonly string[]
}

const privateKeyVariables = {
  client: 'SCAN_CLIENT_KEY',
  secondClient: 'SCAN_SECOND_KEY',
  restrictedClient: 'SCAN_RESTRICTED_KEY',
} as const
const tlsKeyVariables = {
  client: 'SCAN_CLIENT_TLS_KEY',
  secondClient: 'SCAN_SECOND_TLS_KEY',
  restrictedClient: 'SCAN_RESTRICTED_TLS_KEY',
} as const

// The lines of a TLS key's PEM that its client's certificate does not also show (an EC key's
// PEM carries its public point).
function keyLinesOf(pem: string, certificate: string | undefined): string[] {
  const certificateBody = (certificate ?? '').replace(/\s+/g, '')
  return pem
    .split('\n')
    .filter((line) => line.length >= 16 && !line.startsWith('-----'))
    .filter((line) => !certificateBody.includes(line))
}

// A JWK's private members, where the key is one (a PEM is looked for whole, as a secret).
function privateMembersOf(key: unknown): string[] {
  const jwk: unknown = typeof key === 'string' && key.startsWith('{') ? JSON.parse(key) : key
  if (typeof jwk !== 'object' || jwk === null) return []
  return ['d', 'p', 'q', 'dp', 'dq', 'qi']
    .map((member) => (jwk as Record<string, unknown>)[member])
    .filter((value): value is string => typeof value === 'string')
}

// A run configured as a user's CI would: the secrets in the environment, not in the file.
export async function runWithSecretsInEnvironment(
  config: TargetConfigInput,
  timeoutMs: number,
  args: readonly string[] = [],
): Promise<ScannedRun> {
  const seed = (otp: TargetConfigInput['user']['otp']) =>
    otp && 'totp' in otp ? otp.totp : undefined
  const withSeed = (otp: TargetConfigInput['user']['otp'], variable: string) =>
    otp && 'totp' in otp ? { otp: { ...otp, totp: `\${${variable}}` } } : {}
  const secrets = Object.fromEntries(
    Object.entries({
      SCAN_CLIENT_SECRET: config.client.clientSecret,
      SCAN_SECOND_SECRET: config.secondClient?.clientSecret,
      SCAN_RESTRICTED_SECRET: config.restrictedClient?.clientSecret,
      SCAN_PASSWORD: config.user.password,
      SCAN_UNVERIFIED_PASSWORD: config.unverifiedUser?.password,
      SCAN_TOTP_SECRET: seed(config.user.otp),
      SCAN_UNVERIFIED_TOTP_SECRET: seed(config.unverifiedUser?.otp),
    }).filter((entry): entry is [string, string] => entry[1] !== undefined && entry[1] !== ''),
  )
  const keys = Object.entries(privateKeyVariables).flatMap(([field, variable]) => {
    const key = config[field as keyof typeof privateKeyVariables]?.privateKey
    return key === undefined ? [] : [[field, variable, key] as const]
  })
  const tlsKeys = Object.entries(tlsKeyVariables).flatMap(([field, variable]) => {
    const client = config[field as keyof typeof tlsKeyVariables]
    const key = client?.tlsKey
    return key === undefined ? [] : [[field, variable, key, client?.tlsCertificate] as const]
  })
  const keyText = (key: unknown) => (typeof key === 'string' ? key : JSON.stringify(key))
  const keyEnvironment = Object.fromEntries(
    [...keys, ...tlsKeys].map(([, variable, key]) => [variable, keyText(key)]),
  )
  const keyed = (field: string) => {
    const found = keys.find((entry) => entry[0] === field)
    const tls = tlsKeys.find((entry) => entry[0] === field)
    return {
      ...(found ? { privateKey: `\${${found[1]}}` } : {}),
      ...(tls ? { tlsKey: `\${${tls[1]}}` } : {}),
    }
  }
  const withVariables = {
    ...config,
    reuseDelaySeconds: 2,
    client: { ...config.client, clientSecret: '${SCAN_CLIENT_SECRET}', ...keyed('client') },
    secondClient: {
      ...config.secondClient,
      clientSecret: '${SCAN_SECOND_SECRET}',
      ...keyed('secondClient'),
    },
    restrictedClient: {
      ...config.restrictedClient,
      clientSecret: '${SCAN_RESTRICTED_SECRET}',
      ...keyed('restrictedClient'),
    },
    user: {
      ...config.user,
      password: '${SCAN_PASSWORD}',
      ...withSeed(config.user.otp, 'SCAN_TOTP_SECRET'),
    },
    unverifiedUser: {
      ...config.unverifiedUser,
      password: '${SCAN_UNVERIFIED_PASSWORD}',
      ...withSeed(config.unverifiedUser?.otp, 'SCAN_UNVERIFIED_TOTP_SECRET'),
    },
  }
  const work = mkdtempSync(join(tmpdir(), 'oac-secret-scan-'))
  const configFile = join(work, 'target.json')
  writeFileSync(configFile, JSON.stringify(withVariables))
  const run = await runCli(
    ['--config', configFile, ...args],
    { ...secrets, ...keyEnvironment },
    timeoutMs,
  )
  const logs = join(work, 'logs')
  mkdirSync(logs)
  writeFileSync(join(logs, 'stdout.txt'), run.stdout)
  writeFileSync(join(logs, 'stderr.txt'), run.stderr)
  const privateMembers = [
    ...keys.flatMap(([, , key]) => privateMembersOf(key)),
    ...tlsKeys.flatMap(([, , key]) =>
      privateMembersOf(createPrivateKey(key).export({ format: 'jwk' })),
    ),
  ]
  const keyLines = tlsKeys.flatMap(([, , key, certificate]) => keyLinesOf(key, certificate))
  return { run, logs, secrets, privateMembers, keyLines }
}

// Every configured secret, also any part of it, and every code and token (ID tokens too) the
// server issued, and every verified claim value it holds.
export function needlesOf(scanned: ScannedRun, issued: readonly string[]): Needle[] {
  return [
    ...Object.entries(scanned.secrets).map(([name, value]) => ({
      label: name,
      value,
      parts: true,
    })),
    ...scanned.privateMembers.map((value, i) => ({
      label: `private key member #${i + 1}`,
      value,
      parts: true,
    })),
    ...scanned.keyLines.map((value, i) => ({ label: `TLS key line #${i + 1}`, value })),
    ...issued.map((value, i) => ({
      label: `issued code, token or verified claim #${i + 1}`,
      value,
    })),
  ]
}
