import { calculateJwkThumbprint, exportJWK, generateKeyPair } from 'jose'
import type { ProofSigner } from '../../../../fixtures/transport/http/signed-proof.ts'

// A client's DPoP key (RFC 9449 §4): ES256, made per test, never registered anywhere. Its
// proofs are made as the harness makes its own (signedProof).
export interface DpopKey extends ProofSigner {
  readonly jkt: string
}

export async function dpopKey(): Promise<DpopKey> {
  const { privateKey, publicKey } = await generateKeyPair('ES256', { extractable: true })
  const publicJwk = await exportJWK(publicKey)
  return { privateKey, publicJwk, jkt: await calculateJwkThumbprint(publicJwk) }
}
