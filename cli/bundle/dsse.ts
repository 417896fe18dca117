import { sign, verify, type KeyObject } from 'node:crypto'
import { z } from 'zod'

// DSSE v1 (github.com/secure-systems-lab/dsse, envelope.md and protocol.md): the signature is
// over the pre-authentication encoding of the payload type and the payload, never over JSON.
export const inTotoPayloadType = 'application/vnd.in-toto+json'

export const Envelope = z.strictObject({
  payload: z.string(),
  payloadType: z.string(),
  signatures: z.array(z.strictObject({ sig: z.string() })).min(1),
})
export type Envelope = z.infer<typeof Envelope>

// PAE(type, body) = "DSSEv1" SP LEN(type) SP type SP LEN(body) SP body, lengths in bytes as
// ASCII decimal.
export function preAuthenticationEncoding(payloadType: string, payload: Buffer): Buffer {
  const type = Buffer.from(payloadType, 'utf8')
  return Buffer.concat([
    Buffer.from(`DSSEv1 ${type.length} `, 'ascii'),
    type,
    Buffer.from(` ${payload.length} `, 'ascii'),
    payload,
  ])
}

// Ed25519 signs the message itself (no digest first): `null` as the algorithm.
export function signEnvelope(payload: Buffer, privateKey: KeyObject): Envelope {
  const pae = preAuthenticationEncoding(inTotoPayloadType, payload)
  return {
    payload: payload.toString('base64'),
    payloadType: inTotoPayloadType,
    signatures: [{ sig: sign(null, pae, privateKey).toString('base64') }],
  }
}

// One line, no keyid: every byte of the file is then either checked by the signature or fixed
// by this form, so a change anywhere in it is found (see openEnvelope).
export const envelopeText = (envelope: Envelope) => `${JSON.stringify(envelope)}\n`

// The payload when the file is exactly an envelope in the form written above and a signature
// verifies with the key; otherwise why not.
export function openEnvelope(
  text: string,
  publicKey: KeyObject,
): { readonly payload: Buffer } | { readonly problem: string } {
  let parsed
  try {
    parsed = Envelope.safeParse(JSON.parse(text))
  } catch {
    return { problem: 'not JSON' }
  }
  if (!parsed.success) return { problem: 'not a DSSE envelope' }
  const envelope = parsed.data
  if (envelopeText(envelope) !== text) return { problem: 'not in the form the bundle writes' }
  if (envelope.payloadType !== inTotoPayloadType) {
    return { problem: `payloadType is not ${inTotoPayloadType}` }
  }
  const payload = canonicalBase64(envelope.payload)
  if (!payload) return { problem: 'payload is not base64' }
  const pae = preAuthenticationEncoding(envelope.payloadType, payload)
  const signed = envelope.signatures.some(({ sig }) => {
    const signature = canonicalBase64(sig)
    return signature !== undefined && verify(null, pae, publicKey, signature)
  })
  return signed ? { payload } : { problem: 'no signature verifies with the key' }
}

// Node's decoder skips what is not base64: only text that encodes back the same is accepted.
function canonicalBase64(text: string): Buffer | undefined {
  const bytes = Buffer.from(text, 'base64')
  return bytes.toString('base64') === text ? bytes : undefined
}
