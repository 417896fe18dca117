import { z } from 'zod'
import { loadConfig } from '../fixtures/config/load.ts'
import { resolveEndpoint, type ResolvedTarget } from '../fixtures/config/resolved-target.ts'
import { HarnessError } from '../fixtures/errors.ts'
import { send } from '../fixtures/token-client/http.ts'
import { startEmbeddedTarget } from '../fixtures/config/reference-target.ts'
import { isFaultName } from '../fixtures/reference-server/faults.ts'

export interface RunningTarget {
  readonly target: ResolvedTarget
  stop(): Promise<void>
}

const probeLimits = { timeoutMs: 5_000, maxBodyBytes: 65_536 }

const Metadata = z.object({ authorization_endpoint: z.url(), token_endpoint: z.url() })

export async function externalTarget(file: string): Promise<RunningTarget> {
  const config = loadConfig(file)
  const endpoints = config.discovery
    ? await discover(config.baseUrl)
    : {
        authorizationUrl: resolveEndpoint(config.baseUrl, config.authorizationEndpoint),
        tokenUrl: resolveEndpoint(config.baseUrl, config.tokenEndpoint),
      }
  const target = { config, ...endpoints, label: config.baseUrl }
  await probe(target.authorizationUrl)
  if (new URL(target.tokenUrl).origin !== new URL(target.authorizationUrl).origin) {
    await probe(target.tokenUrl)
  }
  return { target, stop: () => Promise.resolve() }
}

export async function referenceTarget(faultNames: readonly string[]): Promise<RunningTarget> {
  const unknown = faultNames.filter((name) => !isFaultName(name))
  if (unknown.length > 0) {
    throw new HarnessError(
      'HARNESS_CONFIG_INVALID',
      `unknown fault ${unknown.join(', ')} (see: npm run reference -- --help)`,
    )
  }
  const { server, target } = await startEmbeddedTarget(faultNames.filter(isFaultName))
  return { target, stop: () => server.stop() }
}

// Any HTTP answer proves the target is there; only a failed connection or a time-out stops the run.
async function probe(url: string): Promise<void> {
  try {
    await send({ method: 'GET', url }, probeLimits)
  } catch (error) {
    throw new HarnessError(
      'HARNESS_TARGET_UNREACHABLE',
      `target unreachable: ${(error as Error).message}`,
    )
  }
}

async function discover(baseUrl: string): Promise<{ authorizationUrl: string; tokenUrl: string }> {
  const url = resolveEndpoint(baseUrl, '/.well-known/oauth-authorization-server')
  let exchange
  try {
    exchange = await send({ method: 'GET', url }, probeLimits)
  } catch (error) {
    throw new HarnessError(
      'HARNESS_TARGET_UNREACHABLE',
      `target unreachable: ${(error as Error).message}`,
    )
  }
  const parsed = Metadata.safeParse(exchange.response.json)
  if (exchange.response.status !== 200 || !parsed.success) {
    throw new HarnessError(
      'HARNESS_CONFIG_INVALID',
      `discovery: ${url} answered ${exchange.response.status} without authorization_endpoint and token_endpoint URLs; set "discovery": false and name the endpoints`,
    )
  }
  return {
    authorizationUrl: parsed.data.authorization_endpoint,
    tokenUrl: parsed.data.token_endpoint,
  }
}
