import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { expect, test } from '@playwright/test'
import { loadConfig } from '../../../fixtures/config/load.ts'

const minimal = {
  baseUrl: 'https://as.example.com',
  client: {
    clientId: 'app',
    clientSecret: '${APP_SECRET}',
    redirectUri: 'https://app.example.com/cb',
  },
  user: { username: 'alice', password: 'pw' },
}

function fileWith(content: unknown): string {
  const file = join(mkdtempSync(join(tmpdir(), 'oac-config-')), 'target.json')
  writeFileSync(file, typeof content === 'string' ? content : JSON.stringify(content))
  return file
}

const errorOf = (file: string, env: NodeJS.ProcessEnv = { APP_SECRET: 's' }) => {
  try {
    loadConfig(file, env)
  } catch (error) {
    return (error as Error).message
  }
  throw new Error('expected the config to be refused')
}

test('a valid file gets the spec defaults and its ${VAR}s filled in', () => {
  const config = loadConfig(fileWith(minimal), { APP_SECRET: 'from-env' })
  expect(config.client.clientSecret).toBe('from-env')
  expect(config.authorizationEndpoint).toBe('/oauth/authorize')
  expect(config.tokenEndpoint).toBe('/oauth/token')
  expect(config.tokenRequest).toEqual({ encoding: 'json', clientAuth: 'body' })
  expect(config.interaction).toBe('generic')
})

test('errors name the file and the field', () => {
  const file = fileWith({ ...minimal, client: { ...minimal.client, redirectUri: 'not a url' } })
  expect(errorOf(file)).toMatch(new RegExp(`^${file}: client.redirectUri: `))
  expect(errorOf(fileWith({ ...minimal, extra: true }))).toContain('unknown key "extra"')
  expect(errorOf(fileWith({ ...minimal, tokenRequest: { encoding: 'xml' } }))).toContain(
    'tokenRequest.encoding',
  )
  const { user, ...withoutUser } = minimal
  expect(errorOf(fileWith(withoutUser))).toContain('user: ')
})

test('an unset environment variable is named with its field', () => {
  expect(errorOf(fileWith(minimal), {})).toContain(
    'client.clientSecret: environment variable APP_SECRET is not set',
  )
})

test('malformed JSON and a missing file are reported, not thrown raw', () => {
  expect(errorOf(fileWith('{ "baseUrl": '))).toContain('not valid JSON')
  expect(errorOf('/nonexistent/target.json')).toContain('cannot read the file (ENOENT)')
})

test('plain http is refused for non-loopback hosts unless allowed', () => {
  const insecure = { ...minimal, baseUrl: 'http://as.example.com' }
  expect(errorOf(fileWith(insecure))).toContain('baseUrl: http is accepted only for loopback hosts')
  expect(
    loadConfig(fileWith({ ...insecure, allowInsecureHttp: true }), { APP_SECRET: 's' }).baseUrl,
  ).toBe('http://as.example.com')
  expect(
    loadConfig(fileWith({ ...minimal, baseUrl: 'http://127.0.0.1:8080' }), { APP_SECRET: 's' })
      .baseUrl,
  ).toBe('http://127.0.0.1:8080')
})

test('openid: use and the ask for verified claims are validated', () => {
  const withOpenId = (openid: unknown) => fileWith({ ...minimal, openid })
  const claims = { userinfo: { verified_claims: { claims: { given_name: null } } } }
  const loaded = loadConfig(withOpenId({ use: true, verifiedClaims: { claims } }), {
    APP_SECRET: 's',
  })
  expect(loaded.openid?.verifiedClaims?.claims).toEqual(claims)
  expect(errorOf(withOpenId({ verifiedClaims: {} }))).toContain(
    'names a "scope", a "claims" request',
  )
  expect(errorOf(withOpenId({ verifiedClaims: { claims: {} } }))).toContain('id_token, at userinfo')
  expect(errorOf(withOpenId({ use: 'yes' }))).toContain('openid.use')
  expect(errorOf(withOpenId({ verifiedClaims: { scope: 'kyc' }, extra: 1 }))).toContain('extra')
})
