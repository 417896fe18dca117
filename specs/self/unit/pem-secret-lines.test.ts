import { generateKeyPairSync } from 'node:crypto'
import { expect, test } from '@playwright/test'
import { pemSecretLines } from '../../../fixtures/config/pem-secret-lines.ts'

const base64Lines = (pem: string) =>
  pem.split('\n').filter((line) => /^[A-Za-z0-9+/=]+$/.test(line))

// Which bytes of the DER each line writes.
function bytesOf(pem: string, line: string): Buffer {
  const lines = base64Lines(pem)
  const before = lines.slice(0, lines.indexOf(line)).join('').length
  const der = Buffer.from(lines.join(''), 'base64')
  return der.subarray(Math.floor((before * 3) / 4), Math.ceil(((before + line.length) * 3) / 4))
}

// A P-256 key in PKCS#8: 138 bytes, three lines; the private scalar in the first two, the
// public point (which the client's certificate also shows) alone in the last.
test("an EC key's lines holding the private scalar are secret, its public point's are not", () => {
  const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' })
  const pem = privateKey.export({ format: 'pem', type: 'pkcs8' }).toString()
  const d = Buffer.from(String(privateKey.export({ format: 'jwk' }).d), 'base64url')
  const lines = base64Lines(pem)
  const secret = pemSecretLines(pem)
  expect(secret).toEqual(lines.slice(0, 2))
  const publicOnly = lines[2] ?? ''
  expect(bytesOf(pem, publicOnly).includes(d.subarray(0, 3))).toBe(false)
})

test("every byte of an RSA key's private members lies on a line taken for secret", () => {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 })
  for (const type of ['pkcs8', 'pkcs1'] as const) {
    const pem = privateKey.export({ format: 'pem', type }).toString()
    const secret = pemSecretLines(pem)
    const jwk = privateKey.export({ format: 'jwk' })
    const covered = Buffer.concat(secret.map((line) => bytesOf(pem, line)))
    for (const member of [jwk.d, jwk.p, jwk.q, jwk.dp, jwk.dq, jwk.qi]) {
      const bytes = Buffer.from(String(member), 'base64url')
      // Each 16-byte piece of the member is written on a secret line.
      for (let at = 0; at + 16 <= bytes.length; at += 16) {
        expect(covered.includes(bytes.subarray(at, at + 16)), `${type} member piece ${at}`).toBe(
          true,
        )
      }
    }
    // The lines that write the modulus alone (public, in the certificate) are not secret.
    expect(secret.length).toBeLessThan(base64Lines(pem).length)
  }
})

test('a key that cannot be read here keeps every line secret', () => {
  const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' })
  const pem = privateKey
    .export({ format: 'pem', type: 'pkcs8', cipher: 'aes-256-cbc', passphrase: 'unknown' })
    .toString()
  expect(pemSecretLines(pem)).toEqual(base64Lines(pem))
})
