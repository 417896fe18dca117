import { generateKeyPairSync } from 'node:crypto'
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { expect, test } from '@playwright/test'
import { loadConfig } from '../../../fixtures/config/load.ts'
import { Redactor } from '../../../fixtures/evidence/redactor.ts'
import { registerTargetSecrets } from '../../../fixtures/evidence/target-secrets.ts'

const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' })
const privateJwk = privateKey.export({ format: 'jwk' })
const publicJwk = publicKey.export({ format: 'jwk' })
const pem = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString()

const keyed = (client: Record<string, unknown>) => ({
  baseUrl: 'https://as.example.com',
  client: { clientId: 'app', redirectUri: 'https://app.example.com/cb', ...client },
  user: { username: 'alice', password: 'pw' },
  tokenRequest: { clientAuth: 'private_key_jwt' },
  securityProfile: 'fapi2',
})

function folderWith(files: Record<string, string>): string {
  const folder = mkdtempSync(join(tmpdir(), 'oac-key-'))
  for (const [name, text] of Object.entries(files)) writeFileSync(join(folder, name), text)
  return join(folder, 'target.json')
}

const errorOf = (file: string, env: NodeJS.ProcessEnv = {}) => {
  try {
    loadConfig(file, env)
  } catch (error) {
    return (error as Error).message
  }
  throw new Error('expected the config to be refused')
}

test('private_key_jwt takes a JWK from the environment and needs no client secret', () => {
  const file = folderWith({
    'target.json': JSON.stringify(keyed({ privateKey: '${CLIENT_KEY}' })),
  })
  const config = loadConfig(file, { CLIENT_KEY: JSON.stringify(privateJwk) })
  expect(config.client.clientSecret).toBeUndefined()
  expect(config.securityProfile).toBe('fapi2')
  expect(config.par).toBe('auto')
  expect(config.dpop).toBe('auto')
})

test('privateKeyFile is read relative to the target file, PEM or JWK', () => {
  const file = folderWith({
    'target.json': JSON.stringify(keyed({ privateKeyFile: 'keys/../client.pem' })),
    'client.pem': pem,
  })
  expect(loadConfig(file).client.privateKey).toBe(pem.trim())
})

test('a wrong key names the field', () => {
  const publicGiven = folderWith({
    'target.json': JSON.stringify(keyed({ privateKey: publicJwk })),
  })
  expect(errorOf(publicGiven)).toContain('client.privateKey: is a public JWK')
  const noKey = folderWith({ 'target.json': JSON.stringify(keyed({})) })
  expect(errorOf(noKey)).toContain('client.privateKey: is required with "clientAuth"')
  const publicPem = publicKey.export({ type: 'spki', format: 'pem' }).toString()
  const publicFile = folderWith({
    'target.json': JSON.stringify(keyed({ privateKeyFile: 'pub.pem' })),
    'pub.pem': publicPem,
  })
  expect(errorOf(publicFile)).toContain('client.privateKeyFile: ')
  expect(errorOf(publicFile)).toContain('is a public key')
  const missing = folderWith({
    'target.json': JSON.stringify(keyed({ privateKeyFile: 'none.pem' })),
  })
  expect(errorOf(missing)).toContain('client.privateKeyFile: no such file')
  const secretless = folderWith({
    'target.json': JSON.stringify({ ...keyed({}), tokenRequest: { clientAuth: 'body' } }),
  })
  expect(errorOf(secretless)).toContain(
    'client.clientSecret: is required with "clientAuth": "body"',
  )
})

test('the private key is a secret in every form: whole, its d, its PEM lines', () => {
  const redactor = new Redactor()
  const config = loadConfig(
    folderWith({ 'target.json': JSON.stringify(keyed({ privateKey: privateJwk })) }),
  )
  const target = { config, authorizationUrl: 'https://as/a', tokenUrl: 'https://as/t', label: 'x' }
  registerTargetSecrets(target, redactor, undefined)
  const text = redactor.redact(`key ${JSON.stringify(privateJwk)} d=${privateJwk.d ?? ''}`)
  expect(text).not.toContain(privateJwk.d)
  expect(text).not.toContain(publicJwk.x)
  // The public key alone may be shown.
  expect(redactor.redact(JSON.stringify(publicJwk))).toContain(publicJwk.x)
  const pemRedactor = new Redactor()
  const pemConfig = { ...config, client: { ...config.client, privateKey: pem } }
  registerTargetSecrets({ ...target, config: pemConfig }, pemRedactor, undefined)
  const line = pem.split('\n')[1] ?? ''
  expect(pemRedactor.redact(`a log with ${line} in it`)).not.toContain(line)
})
