import { readFileSync } from 'node:fs'
import { Agent, request } from 'undici'
import type { ReferenceServer } from '../../../../fixtures/reference-server/index.ts'
import { authorizationParams, pkce } from './fapi2-client.ts'
import { FlowClient } from './flow-client.ts'
import { call, location, type Answer } from './http.ts'

// A client of the FAPI 2.0 server's mTLS mode as its target config describes it.
export interface MtlsClient {
  readonly clientId: string
  readonly redirectUri: string
  readonly tlsCertificate: string
  readonly tlsKey: string
}

export interface MtlsTarget {
  readonly ca: string
  readonly tokenUrl: string
  readonly parUrl: string
  readonly client: MtlsClient
  readonly secondClient: MtlsClient
}

// The mTLS listener's endpoints from the metadata's mtls_endpoint_aliases (RFC 8705 §5).
export async function mtlsTarget(server: ReferenceServer): Promise<MtlsTarget> {
  const config = server.targetConfig() as unknown as {
    tls: { ca: string }
    client: MtlsClient
    secondClient: MtlsClient
  }
  const { json } = await call(`${server.baseUrl}/.well-known/oauth-authorization-server`)
  const aliases = json.mtls_endpoint_aliases as Record<string, string>
  return {
    ca: readFileSync(config.tls.ca, 'utf8'),
    tokenUrl: aliases.token_endpoint ?? '',
    parUrl: aliases.pushed_authorization_request_endpoint ?? '',
    client: config.client,
    secondClient: config.secondClient,
  }
}

// The identity a connection presents: a certificate and key, or none.
export type Identity = { readonly cert: string; readonly key: string } | undefined

export const identityOf = (client: MtlsClient): Identity => ({
  cert: client.tlsCertificate,
  key: client.tlsKey,
})

export function mtlsPost(
  target: MtlsTarget,
  url: string,
  identity: Identity,
  fields: Record<string, string>,
  headers: Record<string, string> = {},
): Promise<Answer> {
  return mtlsRequest(target, url, identity, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    body: new URLSearchParams(fields).toString(),
  })
}

// A GET on the mTLS listener (the resource, userinfo), presenting `identity`.
export function mtlsGet(
  target: MtlsTarget,
  url: string,
  identity: Identity,
  headers: Record<string, string>,
): Promise<Answer> {
  return mtlsRequest(target, url, identity, { method: 'GET', headers })
}

async function mtlsRequest(
  target: MtlsTarget,
  url: string,
  identity: Identity,
  sent: { method: 'GET' | 'POST'; headers: Record<string, string>; body?: string },
): Promise<Answer> {
  const agent = new Agent({ connect: { ca: target.ca, ...identity } })
  try {
    const response = await request(url, { ...sent, dispatcher: agent })
    const text = await response.body.text()
    const flat = Object.fromEntries(
      Object.entries(response.headers).map(([name, value]) => [name, String(value)]),
    )
    return { status: response.statusCode, headers: flat, text, json: parsed(text) }
  } finally {
    await agent.close()
  }
}

function parsed(text: string): Record<string, unknown> {
  try {
    return JSON.parse(text) as Record<string, unknown>
  } catch {
    return {}
  }
}

// A pushed request authenticated by the client's certificate, then the browser's part: a code.
export async function mtlsCode(
  server: ReferenceServer,
  target: MtlsTarget,
): Promise<{ code: string; verifier: string }> {
  const { client } = target
  const { verifier, challenge } = pkce()
  const params = authorizationParams(client, challenge) as Record<string, string>
  const pushed = await mtlsPost(target, target.parUrl, identityOf(client), params)
  if (pushed.status !== 201) throw new Error(`push refused: ${pushed.status} ${pushed.text}`)
  const answer = await new FlowClient(server).authorize({
    client_id: client.clientId,
    request_uri: String(pushed.json.request_uri),
  })
  const code = location(answer).searchParams.get('code')
  if (!code) throw new Error(`no code: ${answer.status}`)
  return { code, verifier }
}

export const redemption = (client: MtlsClient, code: { code: string; verifier: string }) => ({
  grant_type: 'authorization_code',
  code: code.code,
  code_verifier: code.verifier,
  redirect_uri: client.redirectUri,
  client_id: client.clientId,
})
