import { expect, test } from '@playwright/test'
import { request } from 'undici'
import { freeLoopbackPort } from '../../../cli/container-port.ts'
import { readEnvironment } from '../../../fixtures/reference-server/environment.ts'
import { startReferenceServer } from '../../../fixtures/reference-server/index.ts'

// In a container the reference server is told its credentials and the base URL clients reach it
// at, since nobody can read what it generated and its port is mapped.
const env = {
  REFERENCE_BASE_URL: 'http://127.0.0.1:40123',
  REFERENCE_CLIENT_SECRET: 'client-secret-from-env',
  REFERENCE_USER_PASSWORD: 'password-from-env',
}

test('secrets and the base URL come from the environment; the banner shows variables', () => {
  const read = readEnvironment(env)
  if (typeof read === 'string') throw new Error(read)
  expect(read.baseUrl).toBe(env.REFERENCE_BASE_URL)
  expect(read.secrets).toEqual({
    clientSecret: env.REFERENCE_CLIENT_SECRET,
    userPassword: env.REFERENCE_USER_PASSWORD,
  })
  expect(read.shown(env.REFERENCE_CLIENT_SECRET)).toBe('${REFERENCE_CLIENT_SECRET}')
  expect(read.shown('generated')).toBe('generated')
})

test('a bad variable is named', () => {
  expect(readEnvironment({ REFERENCE_BASE_URL: 'not a url' })).toBe(
    'REFERENCE_BASE_URL: is not an http(s) URL',
  )
  expect(readEnvironment({ REFERENCE_USER_PASSWORD: '' })).toBe('REFERENCE_USER_PASSWORD: is empty')
})

test('listening everywhere, the server names the given base URL as its issuer', async () => {
  const read = readEnvironment(env)
  if (typeof read === 'string') throw new Error(read)
  const port = await freeLoopbackPort()
  const server = await startReferenceServer({
    host: '0.0.0.0',
    port,
    baseUrl: env.REFERENCE_BASE_URL,
    secrets: read.secrets,
  })
  try {
    const response = await request(
      `http://127.0.0.1:${port}/.well-known/oauth-authorization-server`,
    )
    const metadata = (await response.body.json()) as { issuer: string; token_endpoint: string }
    expect(metadata.issuer).toBe(env.REFERENCE_BASE_URL)
    expect(metadata.token_endpoint).toBe(`${env.REFERENCE_BASE_URL}/oauth/token`)
    expect(server.targetConfig().client.clientSecret).toBe(env.REFERENCE_CLIENT_SECRET)
    expect(server.targetConfig().user.password).toBe(env.REFERENCE_USER_PASSWORD)
  } finally {
    await server.stop()
  }
})
