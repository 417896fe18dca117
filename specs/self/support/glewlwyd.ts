import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { exportPKCS8, exportSPKI, generateKeyPair } from 'jose'
import { aptInstall } from './apt-install.ts'
import { startGlewlwydFront } from './glewlwyd-front.ts'

// Glewlwyd from Debian (apt-get install glewlwyd), its OpenID Connect plugin as its admin page
// would set it up: RS256 ID tokens, the claims parameter, code and refresh grants, PKCE allowed.
// A fresh SQLite database from the package's own install script in a folder of its own, one
// user, two confidential clients; the web app behind a front (glewlwyd-front.ts). Secrets
// (the signing key, the client secrets, the password) are made per start and handed to the
// harness through the environment (targetEnv).

const installScript = '/usr/share/dbconfig-common/data/glewlwyd/install/sqlite3'
const webapp = '/usr/share/glewlwyd/webapp'
// The database the install script makes signs the administrator in with this.
const admin = { username: 'admin', password: 'password' }
const env = { secret: 'GLEWLWYD_CLIENT_SECRET', secret2: 'GLEWLWYD_CLIENT2_SECRET' } as const
const passwordEnv = 'GLEWLWYD_USER_PASSWORD'

export interface Glewlwyd {
  readonly version: string
  readonly targetConfig: Record<string, unknown>
  readonly targetEnv: Readonly<Record<string, string>>
  readonly secrets: readonly string[]
  stop(): Promise<void>
}

// What the test uses of the package: the server, its web app, its database's install script.
const ready = () =>
  spawnSync('glewlwyd', ['--version']).status === 0 &&
  existsSync(installScript) &&
  existsSync(webapp)

// Why Glewlwyd cannot run here, or undefined where it can: installed with apt-get where it is
// missing and the test runs as root, the database kind asked first (SQLite, no server). The
// package's own set-up (its database, /etc/glewlwyd) is not used: what it left is no matter.
export function glewlwydMissing(): string | undefined {
  if (ready()) return undefined
  if (process.getuid?.() === 0) {
    spawnSync('debconf-set-selections', {
      input: 'glewlwyd glewlwyd/database-type select sqlite3\n',
    })
  }
  return aptInstall(['glewlwyd', 'dbconfig-sqlite3'], ready)
}

export async function startGlewlwydOidc(): Promise<Glewlwyd> {
  const lab = mkdtempSync(join(tmpdir(), 'glewlwyd-'))
  const front = await startGlewlwydFront(webapp)
  const issuer = `${front.url}/api/oidc`
  const processes: ChildProcess[] = []
  const stop = async () => {
    for (const child of processes) child.kill('SIGKILL')
    await front.close()
    rmSync(lab, { recursive: true, force: true })
  }
  try {
    const database = join(lab, 'glewlwyd.db')
    const made = spawnSync('sqlite3', [database], { input: readFileSync(installScript) })
    if (made.status !== 0) throw new Error(`sqlite3 ${installScript}: ${String(made.stderr)}`)
    // Glewlwyd takes its port from its file; a port taken between choosing and listening
    // makes it exit, and another is tried.
    for (let attempt = 1; ; attempt++) {
      front.backend = await freePort()
      const child = startServer(lab, database, front.backend, front.url)
      processes.push(child)
      if (await answers(child, front.backend)) break
      if (attempt === 3) {
        const log = readFileSync(join(lab, 'glewlwyd.log'), 'utf8').trim().split('\n')
        throw new Error(`glewlwyd did not start: ${log.slice(-5).join(' / ')}`)
      }
    }
    const secrets = {
      [env.secret]: randomBytes(18).toString('base64url'),
      [env.secret2]: randomBytes(18).toString('base64url'),
      [passwordEnv]: randomBytes(18).toString('base64url'),
    }
    const key = await generateKeyPair('RS256', { extractable: true, modulusLength: 2048 })
    const signingKey = await exportPKCS8(key.privateKey)
    await configure(front.backend, issuer, signingKey, await exportSPKI(key.publicKey), secrets)
    return {
      version: spawnSync('dpkg-query', ['-W', '-f=${Version}', 'glewlwyd'], {
        encoding: 'utf8',
      }).stdout,
      targetConfig: targetConfig(issuer),
      targetEnv: secrets,
      // The key's base64 body: its PEM lines are the same in every key.
      secrets: [...Object.values(secrets), signingKey.replace(/-----[A-Z ]+-----|\s/g, '')],
      stop,
    }
  } catch (error) {
    await stop()
    throw error
  }
}

// Its configuration, with what the package's own file says where the test needs nothing else;
// the web app is served by the front. No use_secure_connection: 2.7.5 reads its "false" as on
// ("secure connection is active but certificate is not valid") and exits; left out, it is off.
function startServer(lab: string, database: string, port: number, external: string) {
  const config = [
    `port=${port}`,
    'bind_address="127.0.0.1"',
    `external_url="${external}"`,
    'login_url="login.html"',
    'api_prefix="api"',
    'allow_origin="*"',
    'log_mode="console"',
    'log_level="INFO"',
    'cookie_secure=0',
    'cookie_same_site="empty"',
    'session_expiration=2419200',
    'session_key="GLEWLWYD2_SESSION_ID"',
    'admin_session_authentication="cookie"',
    'profile_session_authentication="cookie"',
    'allow_multiple_user_per_session=true',
    'login_api_enabled=true',
    'add_x_frame_option_header_deny=true',
    'admin_scope="g_admin"',
    'profile_scope="g_profile"',
    'user_module_path="/usr/lib/glewlwyd/user"',
    'client_module_path="/usr/lib/glewlwyd/client"',
    'user_auth_scheme_module_path="/usr/lib/glewlwyd/scheme"',
    'plugin_module_path="/usr/lib/glewlwyd/plugin"',
    'hash_algorithm="SHA512"',
    `database = { type = "sqlite3" path = "${database}" };`,
  ]
  const file = join(lab, `glewlwyd-${port}.conf`)
  writeFileSync(file, `${config.join('\n')}\n`)
  const log = join(lab, 'glewlwyd.log')
  return spawn('sh', ['-c', `exec glewlwyd --config-file="${file}" >> "${log}" 2>&1`], {
    stdio: 'ignore',
  })
}

// Until its API answers (true), or it exits (false).
async function answers(child: ChildProcess, port: number): Promise<boolean> {
  let exited = child.exitCode !== null
  child.once('exit', () => (exited = true))
  for (let tries = 0; tries < 200 && !exited; tries++) {
    const up = await fetch(`http://127.0.0.1:${port}/config`).then(
      () => true,
      () => false,
    )
    if (up) return true
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  return false
}

async function freePort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as { port: number }
  await new Promise((resolve) => server.close(resolve))
  return port
}

// The administrator's API, as its admin page calls it: the plugin, the user, the clients.
async function configure(
  port: number,
  issuer: string,
  key: string,
  cert: string,
  secrets: Readonly<Record<string, string>>,
) {
  let cookie = ''
  const api = async (method: string, path: string, body: unknown) => {
    const response = await fetch(`http://127.0.0.1:${port}/api/${path}`, {
      method,
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify(body),
    })
    cookie =
      response.headers
        .getSetCookie()
        .map((each) => each.split(';')[0])
        .join('; ') || cookie
    if (!response.ok) throw new Error(`glewlwyd ${method} /api/${path}: ${response.status}`)
  }
  await api('POST', 'auth/', admin)
  // Every parameter its admin page sends (the plugin crashes Glewlwyd on one missing).
  const defaults: unknown = JSON.parse(
    readFileSync(new URL('glewlwyd-oidc-plugin.json', import.meta.url), 'utf8'),
  )
  const parameters = { ...(defaults as object), key, cert, iss: issuer }
  await api('POST', 'mod/plugin/', {
    module: 'oidc',
    name: 'oidc',
    display_name: 'OpenID Connect',
    enabled: true,
    parameters,
  })
  await api('POST', 'user/', {
    username: 'alice',
    password: secrets[passwordEnv],
    name: 'Alice',
    email: '',
    scope: ['openid'],
    enabled: true,
  })
  const client = (clientId: string, secret: string | undefined, redirects: string[]) =>
    api('POST', 'client/', {
      client_id: clientId,
      name: clientId,
      confidential: true,
      client_secret: secret,
      redirect_uri: redirects,
      authorization_type: ['code', 'refresh_token'],
      token_endpoint_auth_method: ['client_secret_post', 'client_secret_basic'],
      scope: [],
      enabled: true,
    })
  await client('conformance-app', secrets[env.secret], [
    'http://127.0.0.1:4399/callback',
    'http://127.0.0.1:4399/callback2',
  ])
  await client('conformance-app-2', secrets[env.secret2], ['http://127.0.0.1:4399/callback-2'])
}

function targetConfig(issuer: string): Record<string, unknown> {
  return {
    baseUrl: issuer,
    authorizationEndpoint: '/auth',
    tokenEndpoint: '/token',
    client: {
      clientId: 'conformance-app',
      clientSecret: `\${${env.secret}}`,
      redirectUri: 'http://127.0.0.1:4399/callback',
    },
    secondClient: {
      clientId: 'conformance-app-2',
      clientSecret: `\${${env.secret2}}`,
      redirectUri: 'http://127.0.0.1:4399/callback-2',
    },
    alternateRedirectUri: 'http://127.0.0.1:4399/callback2',
    scope: 'openid',
    user: { username: 'alice', password: `\${${passwordEnv}}` },
    // Its plugin refuses a confidential client's secret in the body (RFC 6749 §2.3.1 asks
    // only Basic of a server).
    tokenRequest: { encoding: 'form', clientAuth: 'basic' },
  }
}
