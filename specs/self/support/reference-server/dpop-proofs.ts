import { createHash, randomUUID } from 'node:crypto'
import {
  calculateJwkThumbprint,
  exportJWK,
  generateKeyPair,
  SignJWT,
  type CryptoKey,
  type JWK,
} from 'jose'

// A client's DPoP key (RFC 9449 §4): ES256, made per test, never registered anywhere.
export interface DpopKey {
  readonly privateKey: CryptoKey
  readonly publicJwk: JWK
  readonly privateJwk: JWK
  readonly jkt: string
}

export async function dpopKey(): Promise<DpopKey> {
  const { privateKey, publicKey } = await generateKeyPair('ES256', { extractable: true })
  const publicJwk = await exportJWK(publicKey)
  return {
    privateKey,
    publicJwk,
    privateJwk: await exportJWK(privateKey),
    jkt: await calculateJwkThumbprint(publicJwk),
  }
}

export interface ProofOptions {
  // Claims given override the correct ones; undefined ones are left out.
  readonly claims?: Record<string, unknown>
  readonly header?: Record<string, unknown>
  // Sign with another key than the header's jwk.
  readonly signWith?: CryptoKey
  readonly accessToken?: string
}

// RFC 9449 §4.2: a proof for one request.
export function dpopProof(
  key: DpopKey,
  htm: string,
  htu: string,
  { claims = {}, header = {}, signWith = key.privateKey, accessToken }: ProofOptions = {},
): Promise<string> {
  const ath =
    accessToken === undefined
      ? {}
      : { ath: createHash('sha256').update(accessToken).digest('base64url') }
  const all: Record<string, unknown> = {
    jti: randomUUID(),
    htm,
    htu,
    iat: Math.floor(Date.now() / 1000),
    ...ath,
    ...claims,
  }
  const present = Object.fromEntries(Object.entries(all).filter(([, v]) => v !== undefined))
  return new SignJWT(present)
    .setProtectedHeader({ typ: 'dpop+jwt', alg: 'ES256', jwk: key.publicJwk, ...header })
    .sign(signWith)
}
