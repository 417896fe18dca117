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
  const withVariables = {
    ...config,
    reuseDelaySeconds: 2,
    client: { ...config.client, clientSecret: '${SCAN_CLIENT_SECRET}' },
    secondClient: { ...config.secondClient, clientSecret: '${SCAN_SECOND_SECRET}' },
    restrictedClient: { ...config.restrictedClient, clientSecret: '${SCAN_RESTRICTED_SECRET}' },
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
  const run = await runCli(['--config', configFile, ...args], secrets, timeoutMs)
  const logs = join(work, 'logs')
  mkdirSync(logs)
  writeFileSync(join(logs, 'stdout.txt'), run.stdout)
  writeFileSync(join(logs, 'stderr.txt'), run.stderr)
  return { run, logs, secrets }
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
    ...issued.map((value, i) => ({
      label: `issued code, token or verified claim #${i + 1}`,
      value,
    })),
  ]
}
