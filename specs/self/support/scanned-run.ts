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
  // The clients' private keys (private_key_jwt): their private members, each a secret.
  readonly privateMembers: readonly string[]
}

const privateKeyVariables = {
  client: 'SCAN_CLIENT_KEY',
  secondClient: 'SCAN_SECOND_KEY',
  restrictedClient: 'SCAN_RESTRICTED_KEY',
} as const

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
  const keyText = (key: unknown) => (typeof key === 'string' ? key : JSON.stringify(key))
  const keyEnvironment = Object.fromEntries(
    keys.map(([, variable, key]) => [variable, keyText(key)]),
  )
  const keyed = (field: string) => {
    const found = keys.find((entry) => entry[0] === field)
    return found ? { privateKey: `\${${found[1]}}` } : {}
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
  const privateMembers = keys.flatMap(([, , key]) => privateMembersOf(key))
  return { run, logs, secrets, privateMembers }
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
    ...issued.map((value, i) => ({
      label: `issued code, token or verified claim #${i + 1}`,
      value,
    })),
  ]
}
