import { createHash, randomBytes } from 'node:crypto'
import type { ReferenceServer } from '../../../../fixtures/reference-server/index.ts'
import {
  clientAssertion,
  jwtBearerAssertionType,
  type AssertionShape,
} from '../../../../fixtures/transport/http/client-assertion.ts'
import { signedProof } from '../../../../fixtures/transport/http/signed-proof.ts'
import { dpopKey, type DpopKey } from './dpop-proofs.ts'
import { FlowClient } from './flow-client.ts'
import { call, form, location, type Answer } from './http.ts'

// A client of the FAPI 2.0 mode as its target config describes it: its id, redirect URI and
// the private JWK (JSON) its assertions are signed with.
export interface Fapi2Client {
  readonly clientId: string
  readonly redirectUri: string
  readonly clientSecret: string
  readonly privateKey: string
}

export function fapi2Client(
  server: ReferenceServer,
  which: 'client' | 'secondClient' = 'client',
): Fapi2Client {
  const client = server.targetConfig()[which] as Partial<Fapi2Client>
  const { clientId, redirectUri, clientSecret, privateKey } = client
  if (!clientId || !redirectUri || !clientSecret || !privateKey) {
    throw new Error(`the FAPI 2.0 ${which} has no id, redirect URI, secret or private key`)
  }
  return { clientId, redirectUri, clientSecret, privateKey }
}

// RFC 7523 §3 as FAPI 2.0 §5.3.2.1 wants it, made as the harness makes it (PKJ-xx).
export const assertion = (server: ReferenceServer, client: Fapi2Client, shape?: AssertionShape) =>
  clientAssertion(client, server.baseUrl, shape)

export const pkce = () => {
  const verifier = randomBytes(32).toString('base64url')
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') }
}

type Params = Record<string, string | undefined>

const defined = (params: Params) =>
  Object.fromEntries(
    Object.entries(params).filter((entry): entry is [string, string] => entry[1] !== undefined),
  )

// A form POST authenticated by a fresh assertion unless the params bring their own.
export async function authenticatedPost(
  server: ReferenceServer,
  path: string,
  client: Fapi2Client,
  params: Params,
  headers: Record<string, string> = {},
): Promise<Answer> {
  const fields = defined({
    client_assertion_type: jwtBearerAssertionType,
    client_assertion: await assertion(server, client),
    ...params,
  })
  const post = form(fields)
  return call(`${server.baseUrl}${path}`, { ...post, headers: { ...post.headers, ...headers } })
}

// A valid authorization request of the client, PKCE S256 with the given challenge.
export function authorizationParams(
  client: Pick<Fapi2Client, 'clientId' | 'redirectUri'>,
  challenge: string,
): Params {
  return {
    client_id: client.clientId,
    response_type: 'code',
    redirect_uri: client.redirectUri,
    scope: 'openid profile',
    state: 'xyz',
    code_challenge: challenge,
    code_challenge_method: 'S256',
  }
}

export async function push(
  server: ReferenceServer,
  client: Fapi2Client,
  params: Params = {},
): Promise<{ answer: Answer; requestUri: string; verifier: string }> {
  const { verifier, challenge } = pkce()
  const answer = await authenticatedPost(server, '/oauth/par', client, {
    ...authorizationParams(client, challenge),
    ...params,
  })
  return { answer, requestUri: String(answer.json.request_uri), verifier }
}

// The authorization endpoint with client_id and request_uri; the answer that ends the flow.
export function authorizePushed(
  server: ReferenceServer,
  clientId: string,
  requestUri: string,
  flow = new FlowClient(server),
): Promise<Answer> {
  return flow.authorize({ client_id: clientId, request_uri: requestUri })
}

export async function pushedCode(
  server: ReferenceServer,
  client: Fapi2Client,
  params: Params = {},
): Promise<{ code: string; verifier: string; requestUri: string }> {
  const { requestUri, verifier } = await push(server, client, params)
  const answer = await authorizePushed(server, client.clientId, requestUri)
  const code = location(answer).searchParams.get('code')
  if (!code) throw new Error(`no code: ${answer.status} ${answer.headers.location ?? answer.text}`)
  return { code, verifier, requestUri }
}

export interface TokenCall {
  readonly headers?: Record<string, string>
  // The DPoP key of a fresh proof (a new key when not given); proof: that proof instead, or
  // null for none.
  readonly key?: DpopKey
  readonly proof?: string | null
}

// A token request of the client, authenticated by a fresh assertion, with a DPoP proof.
export async function tokenCall(
  server: ReferenceServer,
  client: Fapi2Client,
  params: Params,
  { headers = {}, key, proof }: TokenCall = {},
): Promise<Answer> {
  const url = `${server.baseUrl}/oauth/token`
  const fresh = async () => signedProof(key ?? (await dpopKey()), { method: 'POST', url })
  const dpop = proof === undefined ? await fresh() : proof
  const withProof = dpop === null ? headers : { ...headers, dpop }
  return authenticatedPost(server, '/oauth/token', client, params, withProof)
}

export function redeemPushed(
  server: ReferenceServer,
  client: Fapi2Client,
  code: { code: string; verifier: string },
  params: Params = {},
  call: TokenCall = {},
): Promise<Answer> {
  const fields = {
    grant_type: 'authorization_code',
    code: code.code,
    code_verifier: code.verifier,
    redirect_uri: client.redirectUri,
    ...params,
  }
  return tokenCall(server, client, fields, call)
}
