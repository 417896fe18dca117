import { z } from 'zod'
import type { ContainerSpec } from '../fixtures/config/container-spec.ts'
import { insecureAddress, loadTarget } from '../fixtures/config/load.ts'
import { resolveEndpoint, type ResolvedTarget } from '../fixtures/config/resolved-target.ts'
import { HttpUrl, type TargetConfig } from '../fixtures/config/schema.ts'
import { metadataLocations } from '../fixtures/transport/http/metadata.ts'
import { HarnessError, hasCode } from '../fixtures/errors.ts'
import { send } from '../fixtures/transport/http/http.ts'
import { freeLoopbackPort } from './container-port.ts'
import { startEmbeddedTarget } from '../fixtures/reference-server/embedded-target.ts'
import { isFaultName } from '../fixtures/reference-server/faults.ts'
import { CheckContext } from '../fixtures/transport/check-context.ts'
import type { TargetConnection } from '../fixtures/transport/http/target-connection.ts'
import type { ServerProfile } from '../fixtures/reference-server/server-profiles.ts'

export interface RunningTarget {
  readonly target: ResolvedTarget
  stop(): Promise<void>
}

const probeLimits = { timeoutMs: 5_000, maxBodyBytes: 65_536 }

const Metadata = z.object({ authorization_endpoint: HttpUrl, token_endpoint: HttpUrl })

export interface ConfiguredTarget {
  readonly config: TargetConfig
  // `connection`: the way to the target the command line made (its CA, the run's proxy).
  start(connection: TargetConnection): Promise<RunningTarget>
}

// Reads the config and, for a container, asks for a runtime: everything that can refuse the run
// does so before a browser is looked for or anything starts. Returns how to start the target.
export async function configuredTarget(file: string): Promise<ConfiguredTarget> {
  // Chosen for every file, since only loading tells whether it names a container, and
  // loading needs the base URL that ${CONTAINER_BASE_URL} stands for.
  const hostPort = await freeLoopbackPort()
  const { config, container } = loadTarget(file, process.env, `http://127.0.0.1:${hostPort}`)
  if (!container) return { config, start: (connection) => externalTarget(config, connection) }
  const { probeContainerRuntime } = await import('./container-runtime.ts')
  await probeContainerRuntime(file)
  return {
    config,
    start: (connection) => containerTarget(config, container, hostPort, connection),
  }
}

async function externalTarget(
  config: TargetConfig,
  connection: TargetConnection,
): Promise<RunningTarget> {
  const target = await reach(config, config.baseUrl, connection)
  return { target, stop: () => Promise.resolve() }
}

async function containerTarget(
  config: TargetConfig,
  spec: ContainerSpec,
  hostPort: number,
  connection: TargetConnection,
): Promise<RunningTarget> {
  const { startContainer } = await import('./container-target.ts')
  const started = await startContainer(spec, hostPort, () =>
    reach(config, `${spec.image} (container)`, connection),
  )
  return { target: started.prepared, stop: started.stop }
}

// The endpoints made absolute (from metadata when discovery is on), each proven to answer.
async function reach(
  config: TargetConfig,
  label: string,
  connection: TargetConnection,
): Promise<ResolvedTarget> {
  const endpoints = config.discovery
    ? insecureRefused(await discover(config.baseUrl, connection), config)
    : {
        authorizationUrl: resolveEndpoint(config.baseUrl, config.authorizationEndpoint),
        tokenUrl: resolveEndpoint(config.baseUrl, config.tokenEndpoint),
      }
  const target = { config, ...endpoints, label }
  await probe(target.authorizationUrl, connection)
  if (new URL(target.tokenUrl).origin !== new URL(target.authorizationUrl).origin) {
    await probe(target.tokenUrl, connection)
  }
  return target
}

export async function referenceTarget(
  faultNames: readonly string[],
  profile?: ServerProfile,
): Promise<RunningTarget> {
  const unknown = faultNames.filter((name) => !isFaultName(name))
  if (unknown.length > 0) {
    throw new HarnessError(
      'HARNESS_CONFIG_INVALID',
      `unknown fault ${unknown.join(', ')} (see: npm run reference -- --help)`,
    )
  }
  const faults = faultNames.filter(isFaultName)
  const { server, target } = await startEmbeddedTarget(faults, false, 0, profile)
  return { target, stop: () => server.stop() }
}

// Any HTTP answer proves the target is there; only a failed connection or a time-out stops the run.
async function probe(url: string, connection: TargetConnection): Promise<void> {
  try {
    await send({ method: 'GET', url }, new CheckContext(undefined, connection), probeLimits)
  } catch (error) {
    // A server that keeps asking the harness to slow down is there all the same.
    if (hasCode(error, 'HARNESS_THROTTLED')) return
    throw new HarnessError(
      'HARNESS_TARGET_UNREACHABLE',
      `target unreachable: ${(error as Error).message}`,
    )
  }
}

// The config's rule for http, applied to what the metadata names.
function insecureRefused<T extends Record<string, string>>(endpoints: T, config: TargetConfig): T {
  const insecure = insecureAddress(endpoints, config)
  if (insecure) {
    throw new HarnessError(
      'HARNESS_CONFIG_INVALID',
      `discovery: the metadata names ${insecure.address}; ${insecure.rule}`,
    )
  }
  return endpoints
}

// The endpoints from the metadata, at RFC 8414 §3's location for the issuer first, then where
// OpenID Connect habit puts it (the two differ only for an issuer with a path).
async function discover(
  baseUrl: string,
  connection: TargetConnection,
): Promise<{ authorizationUrl: string; tokenUrl: string }> {
  const urls = new Set(Object.values(metadataLocations).map((location) => location(baseUrl)))
  const tried: string[] = []
  for (const url of urls) {
    let exchange
    try {
      exchange = await send(
        { method: 'GET', url },
        new CheckContext(undefined, connection),
        probeLimits,
      )
    } catch (error) {
      throw new HarnessError(
        'HARNESS_TARGET_UNREACHABLE',
        `target unreachable: ${(error as Error).message}`,
      )
    }
    const parsed = Metadata.safeParse(exchange.response.json)
    if (exchange.response.status === 200 && parsed.success) {
      return {
        authorizationUrl: parsed.data.authorization_endpoint,
        tokenUrl: parsed.data.token_endpoint,
      }
    }
    tried.push(`${url} (HTTP ${exchange.response.status})`)
  }
  throw new HarnessError(
    'HARNESS_CONFIG_INVALID',
    `discovery: no metadata with authorization_endpoint and token_endpoint URLs at ${tried.join(' or ')}; set "discovery": false and name the endpoints`,
  )
}
