import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { expect, test } from '@playwright/test'
import type { ResolvedTarget } from '../../../fixtures/config/resolved-target.ts'
import { redactedTarget } from '../../../fixtures/report/redacted-target.ts'

const secret = 'literal-Secret-4711'
const password = 'hunter2-but-longer'
const target = {
  config: {
    baseUrl: 'http://127.0.0.1:1',
    client: { clientId: 'app', clientSecret: secret, redirectUri: 'http://127.0.0.1/cb' },
    user: { username: 'alice', password },
  },
  authorizationUrl: 'http://127.0.0.1:1/oauth/authorize',
  tokenUrl: 'http://127.0.0.1:1/oauth/token',
  label: 'test',
} as unknown as ResolvedTarget

// The copy a bundle hands over: how the run was configured, never with what secret.
test('the target file is kept with its ${NAME} references and every secret replaced', () => {
  const file = join(mkdtempSync(join(tmpdir(), 'oac-target-')), 't.json')
  writeFileSync(
    file,
    JSON.stringify({
      baseUrl: 'http://127.0.0.1:1',
      client: { clientId: 'app', clientSecret: secret, redirectUri: 'http://127.0.0.1/cb' },
      user: { username: 'alice', password: '${USER_PASSWORD}' },
      scope: `profile ${secret}`,
      proxy: 'http://proxyuser:proxypass@127.0.0.1:3128',
      container: { image: 'x', env: { DB_PASSWORD: 'db-pass-1234', SECRET: '${FROM_CI}' } },
    }),
  )
  const text = redactedTarget(file, target)
  const written = JSON.parse(text) as Record<string, unknown>
  expect(written).toMatchObject({
    client: { clientSecret: '<redacted>' },
    user: { password: '${USER_PASSWORD}' },
    proxy: 'http://<redacted>@127.0.0.1:3128',
    container: { env: { DB_PASSWORD: '<redacted>', SECRET: '${FROM_CI}' } },
  })
  expect(text).not.toContain(secret)
  expect(text).toContain('"scope": "profile <client_secret#1>"')
  for (const leaked of ['db-pass-1234', 'proxypass']) expect(text).not.toContain(leaked)
})

test('without a target file, the embedded server config is written, its secrets replaced', () => {
  const text = redactedTarget(undefined, target)
  expect(text).toContain('"baseUrl": "http://127.0.0.1:1"')
  for (const leaked of [secret, password]) expect(text).not.toContain(leaked)
})

// RFC 8705: the key of the client's TLS certificate is a secret; the certificate is public.
test("a client's TLS key is replaced, and its lines wherever they appear; the certificate stays", () => {
  const lines = ['MIGHAgEAMBMGByqGSM49AgEGCCqGSM49AwEHBG0wawIBAQQgQ2x1ZXMtYXJlLW5vdC1rZXlz']
  const tlsKey = `-----BEGIN PRIVATE KEY-----\n${lines.join('\n')}\n-----END PRIVATE KEY-----\n`
  const tlsCertificate = '-----BEGIN CERTIFICATE-----\nMIIBcert\n-----END CERTIFICATE-----\n'
  const client = { clientId: 'app', redirectUri: 'http://127.0.0.1/cb', tlsCertificate, tlsKey }
  const withKey = { ...target, config: { ...target.config, client } } as ResolvedTarget
  const file = join(mkdtempSync(join(tmpdir(), 'oac-target-')), 't.json')
  writeFileSync(file, JSON.stringify({ client, scope: `profile ${lines[0] ?? ''}` }))
  const text = redactedTarget(file, withKey)
  expect(JSON.parse(text)).toMatchObject({ client: { tlsKey: '<redacted>', tlsCertificate } })
  expect(text).not.toContain(lines[0])
})
