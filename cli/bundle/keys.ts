import { createPrivateKey, createPublicKey, type KeyObject } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { HarnessError } from '../../fixtures/errors.ts'

const refused = (file: string, why: string) =>
  new HarnessError('HARNESS_CONFIG_INVALID', `${file}: ${why}`)

function readPem(file: string): string {
  try {
    return readFileSync(file, 'utf8')
  } catch (error) {
    throw refused(file, `cannot read the key (${(error as NodeJS.ErrnoException).code ?? ''})`)
  }
}

function ed25519(file: string, make: () => KeyObject, kind: string): KeyObject {
  let key
  try {
    key = make()
  } catch {
    throw refused(file, `not a PEM ${kind} key`)
  }
  if (key.asymmetricKeyType !== 'ed25519') {
    throw refused(
      file,
      `an ${key.asymmetricKeyType ?? 'unknown'} key; the bundle is signed with Ed25519`,
    )
  }
  return key
}

// PKCS#8 PEM, as `openssl genpkey -algorithm ed25519` writes it.
export function readSigningKey(file: string): KeyObject {
  const pem = readPem(file)
  return ed25519(file, () => createPrivateKey(pem), 'private')
}

// SPKI PEM (`openssl pkey -pubout`); a private key serves too, its public half is used.
export function readVerifyingKey(file: string): KeyObject {
  const pem = readPem(file)
  return ed25519(file, () => createPublicKey(pem), 'public')
}
