import { randomBytes, randomUUID } from 'node:crypto'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { exportJWK, generateKeyPair, type JWK } from 'jose'
import { pemSecretLines } from '../../../fixtures/config/pem-secret-lines.ts'
import { providerMtls } from './oidc-provider-mtls.ts'

// node-oidc-provider (npm, a devDependency) in FAPI 2.0 shape, in this process on a free
// loopback port: its own FAPI 2.0 profile, pushed requests required, private_key_jwt only,
// DPoP-bound tokens (with or without server nonces), PKCE S256, its development sign-in and
// consent pages. Keys are made per start and kept in memory; the harness gets each client's
// private JWK through the environment (targetEnv), never through a file.

// The package ships no types: what this file uses of it.
interface ProviderInstance {
  callback(): (req: IncomingMessage, res: ServerResponse) => void
}
type ProviderClass = new (issuer: string, configuration: object) => ProviderInstance

export interface OidcProviderFapi2 {
  readonly issuer: string
  readonly version: string
  // The target file for the harness; private keys are `${NAME}` references to targetEnv.
  readonly targetConfig: Record<string, unknown>
  // The environment the harness needs for the target file: the clients' private JWKs and the
  // user's password. Secrets: hand them to the run, write them nowhere.
  readonly targetEnv: Readonly<Record<string, string>>
  // What the harness must never show: every private key member and the password.
  readonly secrets: readonly string[]
  // In the mTLS shape, the lines of the clients' TLS keys that hold private bytes: each whole
  // (a part of one may be the public key's, which certificates show).
  readonly tlsKeyLines: readonly string[]
  stop(): Promise<void>
}

// Why oidc-provider cannot run here, or undefined where it can.
export async function oidcProviderMissing(): Promise<string | undefined> {
  try {
    await loadProvider()
    return undefined
  } catch (error) {
    return `oidc-provider cannot be imported (npm ci installs it): ${String(error)}`
  }
}

async function loadProvider(): Promise<{ Provider: ProviderClass; version: string }> {
  // A name in a variable: the package has no declarations for TypeScript to find.
  const name = 'oidc-provider'
  // Its Node version warning is printed as it is imported.
  quietQuickStartNotices()
  const module = (await import(name)) as { default: ProviderClass }
  const { createRequire } = await import('node:module')
  const pkg = createRequire(import.meta.url)(`${name}/package.json`) as { version: string }
  return { Provider: module.default, version: pkg.version }
}

// oidc-provider tells, on the console, that this is its quick-start setup (in-memory store,
// development sign-in, default lifetimes, Node 20): chosen on purpose here, and 14 lines of it
// in every npm test log. Its notices and warnings are left out; anything else is printed.
function quietQuickStartNotices(): void {
  for (const method of ['info', 'warn'] as const) {
    if ((console[method] as { quiet?: true }).quiet) continue
    const print = console[method].bind(console)
    const filtered = (...args: unknown[]) => {
      if (typeof args[0] === 'string' && /^(\x1b\[[\d;]*m)?oidc-provider /.test(args[0])) return
      print(...args)
    }
    console[method] = Object.assign(filtered, { quiet: true as const })
  }
}

const clientIds = { main: 'fapi-app', second: 'fapi-app-2' } as const
const keyEnv = { main: 'OIDC_FAPI2_CLIENT_KEY', second: 'OIDC_FAPI2_CLIENT2_KEY' } as const
const secretEnv = { main: 'OIDC_FAPI2_CLIENT_SECRET', second: 'OIDC_FAPI2_CLIENT2_SECRET' } as const
const passwordEnv = 'OIDC_FAPI2_USER_PASSWORD'
const tlsKeyEnv = { main: 'OIDC_MTLS_CLIENT_KEY', second: 'OIDC_MTLS_CLIENT2_KEY' } as const
const privateMembers = ['d', 'p', 'q', 'dp', 'dq', 'qi'] as const

async function clientKey(kid: string) {
  const { publicKey, privateKey } = await generateKeyPair('ES256', { extractable: true })
  const publicJwk: JWK = { ...(await exportJWK(publicKey)), kid, alg: 'ES256', use: 'sig' }
  const privateJwk: JWK = { ...(await exportJWK(privateKey)), kid, alg: 'ES256' }
  return { publicJwk, privateJwk }
}

export async function startOidcProviderFapi2({
  dpopNonces,
  messageSigning = false,
  mtls = false,
}: {
  // RFC 9449 §8: every DPoP proof must carry a nonce the server handed out.
  readonly dpopNonces: boolean
  // FAPI 2.0 Message Signing: signed request objects required (features.requestObjects), and
  // signed responses where asked (features.jwtResponseModes, JARM), signed ES256.
  readonly messageSigning?: boolean
  // RFC 8705: clients authenticated by certificate (tls_client_auth) on a TLS listener of its
  // own, tokens bound to the certificate instead of DPoP (oidc-provider-mtls.ts).
  readonly mtls?: boolean
}): Promise<OidcProviderFapi2> {
  const { Provider, version } = await loadProvider()
  const server = createServer()
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening))
  const { port } = server.address() as AddressInfo
  const issuer = `http://127.0.0.1:${port}`
  // Redirect URIs nothing serves: the harness reads the code from the browser's address.
  const app = 'http://127.0.0.1/app'

  const main = await clientKey(randomUUID())
  const second = await clientKey(randomUUID())
  const { privateKey: signing } = await generateKeyPair('ES256', { extractable: true })
  // Each client also holds a secret, registered but not its method: the secret an
  // asymmetric-only server must refuse (PKJ-06).
  const secrets = {
    main: randomBytes(24).toString('base64url'),
    second: randomBytes(24).toString('base64url'),
  }
  const tls = mtls ? await providerMtls(Object.values(clientIds)) : undefined
  // The provider behind the TLS listener, once it is made: the aliases name the listener first.
  const behindTls: { callback?: (req: IncomingMessage, res: ServerResponse) => void } = {}
  const listener = await tls?.listen((req, res) => behindTls.callback?.(req, res))
  const client = (clientId: string, secret: string, redirectUris: string[], jwk: JWK) => ({
    client_id: clientId,
    client_secret: secret,
    redirect_uris: redirectUris,
    grant_types: ['authorization_code', 'refresh_token'],
    response_types: ['code'],
    token_endpoint_auth_method: 'private_key_jwt',
    token_endpoint_auth_signing_alg: 'ES256',
    id_token_signed_response_alg: 'ES256',
    // FAPI 2.0 §5.3.2.1: sender-constrained access tokens only.
    dpop_bound_access_tokens: true,
    jwks: { keys: [jwk] },
    // FAPI 2.0 Message Signing §5.3.3's response_modes: registered for signed responses only,
    // the way it requires them (lib/models/client.js, responseModeAllowed).
    ...(messageSigning
      ? {
          authorization_signed_response_alg: 'ES256',
          request_object_signing_alg: 'ES256',
          response_modes: ['jwt', 'query.jwt'],
        }
      : {}),
    ...(tls ? { ...tls.clientMetadata(clientId), dpop_bound_access_tokens: false } : {}),
  })
  const provider = new Provider(issuer, {
    clients: [
      client(clientIds.main, secrets.main, [`${app}/callback`, `${app}/callback2`], main.publicJwk),
      client(clientIds.second, secrets.second, [`${app}/callback-2`], second.publicJwk),
    ],
    jwks: {
      keys: [{ ...(await exportJWK(signing)), kid: randomUUID(), alg: 'ES256', use: 'sig' }],
    },
    cookies: { keys: [randomBytes(32).toString('base64url')] },
    clientAuthMethods: tls ? ['tls_client_auth'] : ['private_key_jwt'],
    ...(listener
      ? {
          discovery: {
            mtls_endpoint_aliases: {
              token_endpoint: `${listener.url}/token`,
              pushed_authorization_request_endpoint: `${listener.url}/request`,
              userinfo_endpoint: `${listener.url}/me`,
            },
          },
        }
      : {}),
    responseTypes: ['code'],
    enabledJWA: {
      clientAuthSigningAlgValues: ['ES256', 'PS256', 'EdDSA'],
      idTokenSigningAlgValues: ['ES256'],
      ...(messageSigning
        ? { authorizationSigningAlgValues: ['ES256'], requestObjectSigningAlgValues: ['ES256'] }
        : {}),
    },
    pkce: { required: () => true },
    features: {
      fapi: { enabled: true, profile: '2.0' },
      pushedAuthorizationRequests: { enabled: true, requirePushedAuthorizationRequests: true },
      dPoP: dpopNonces
        ? { enabled: true, nonceSecret: randomBytes(32), requireNonce: () => true }
        : { enabled: true },
      devInteractions: { enabled: true },
      revocation: { enabled: true },
      ...(tls ? { mTLS: tls.feature } : {}),
      ...(messageSigning
        ? {
            requestObjects: { enabled: true, requireSignedRequestObject: true },
            jwtResponseModes: { enabled: true },
          }
        : {}),
    },
    // A refresh token for every grant of a client allowed the grant (oidc-provider's default
    // asks for offline_access and a consent prompt): FAPI-03, DPOP-10 and RT-xx need one.
    issueRefreshToken: (
      _ctx: unknown,
      refreshClient: { grantTypeAllowed(type: string): boolean },
    ) => refreshClient.grantTypeAllowed('refresh_token'),
  })
  server.on('request', provider.callback())
  behindTls.callback = provider.callback()

  const password = randomBytes(18).toString('base64url')
  const keyed = (which: 'main' | 'second', redirectUri: string) => ({
    clientId: clientIds[which],
    clientSecret: `\${${secretEnv[which]}}`,
    redirectUri,
    requiresPkce: true,
    ...(tls
      ? {
          tlsCertificate: tls.pki.clients.get(clientIds[which])?.certificate,
          tlsKey: `\${${tlsKeyEnv[which]}}`,
        }
      : { privateKey: `\${${keyEnv[which]}}` }),
  })
  const targetConfig = {
    baseUrl: issuer,
    discovery: true,
    securityProfile: messageSigning ? 'fapi2-message-signing' : 'fapi2',
    par: 'auto',
    dpop: 'auto',
    tokenRequest: { encoding: 'form', clientAuth: tls ? 'tls_client_auth' : 'private_key_jwt' },
    ...(tls ? { dpop: false, mtls: true, tls: { ca: tls.caFile } } : {}),
    client: keyed('main', `${app}/callback`),
    secondClient: keyed('second', `${app}/callback-2`),
    alternateRedirectUri: `${app}/callback2`,
    scope: 'openid',
    // The development sign-in takes any login and password.
    user: { username: 'alice', password: `\${${passwordEnv}}` },
    codeLifetimeSeconds: 60,
  }
  const targetEnv = {
    [keyEnv.main]: JSON.stringify(main.privateJwk),
    [keyEnv.second]: JSON.stringify(second.privateJwk),
    [secretEnv.main]: secrets.main,
    [secretEnv.second]: secrets.second,
    [passwordEnv]: password,
    ...(tls
      ? {
          [tlsKeyEnv.main]: tls.pki.clients.get(clientIds.main)?.key ?? '',
          [tlsKeyEnv.second]: tls.pki.clients.get(clientIds.second)?.key ?? '',
        }
      : {}),
  }
  const allSecrets = [main.privateJwk, second.privateJwk]
    .flatMap((jwk) => privateMembers.map((member) => jwk[member]))
    .filter((value) => value !== undefined)
    .concat(password, secrets.main, secrets.second)
  return {
    issuer,
    version,
    targetConfig,
    targetEnv,
    secrets: allSecrets,
    tlsKeyLines: tls ? [...tls.pki.clients.values()].flatMap(({ key }) => pemSecretLines(key)) : [],
    stop: () =>
      new Promise<void>((closed) => {
        listener?.close()
        tls?.dispose()
        server.closeAllConnections()
        server.close(() => {
          closed()
        })
      }),
  }
}
