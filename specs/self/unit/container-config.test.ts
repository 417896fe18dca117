import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { expect, test } from '@playwright/test'
import { loadTarget } from '../../../fixtures/config/load.ts'

const derived = 'http://127.0.0.1:40123'

const containerConfig = {
  container: {
    image: 'vendor/as:1.4',
    port: 8080,
    env: { AS_ISSUER: '${CONTAINER_BASE_URL}', AS_CLIENT_SECRET: '${APP_SECRET}' },
    wait: { http: '/health' },
  },
  client: { clientId: 'app', clientSecret: '${APP_SECRET}', redirectUri: 'https://app.example/cb' },
  user: { username: 'alice', password: 'pw' },
  resourceUrl: '${CONTAINER_BASE_URL}/api/me',
}

function fileWith(content: unknown): string {
  const file = join(mkdtempSync(join(tmpdir(), 'oac-container-')), 'target.json')
  writeFileSync(file, JSON.stringify(content))
  return file
}

const errorOf = (content: unknown) => {
  try {
    loadTarget(fileWith(content), { APP_SECRET: 's' }, derived)
  } catch (error) {
    return (error as Error).message
  }
  throw new Error('expected the config to be refused')
}

test('a container config needs no baseUrl: it is derived, and ${CONTAINER_BASE_URL} spells it', () => {
  const { config, container } = loadTarget(fileWith(containerConfig), { APP_SECRET: 's' }, derived)
  expect(config.baseUrl).toBe(derived)
  expect(config.resourceUrl).toBe(`${derived}/api/me`)
  expect(container).toEqual({
    image: 'vendor/as:1.4',
    port: 8080,
    env: { AS_ISSUER: derived, AS_CLIENT_SECRET: 's' },
    wait: { http: '/health', timeoutSeconds: 60 },
  })
})

test('baseUrl and container together, or neither, are refused naming baseUrl', () => {
  expect(errorOf({ ...containerConfig, baseUrl: 'https://as.example' })).toContain(
    'baseUrl: not with "container"',
  )
  const { container, resourceUrl, ...neither } = containerConfig
  expect(errorOf(neither)).toContain('baseUrl: is required (or a "container" block')
})

test('container fields are checked like every other field', () => {
  const withContainer = (fields: object) => ({
    ...containerConfig,
    container: { ...containerConfig.container, ...fields },
  })
  expect(errorOf(withContainer({ port: 0 }))).toContain('container.port: ')
  expect(errorOf(withContainer({ ports: [8080] }))).toContain('container: unknown key "ports"')
  expect(errorOf(withContainer({ wait: { http: 'health' } }))).toContain(
    'container.wait.http: is a path starting with /',
  )
  expect(errorOf(withContainer({ env: { 'NOT A NAME': 'x' } }))).toContain('container.env.')
})

test('without a container, ${CONTAINER_BASE_URL} is an ordinary environment variable', () => {
  const { container, ...rest } = containerConfig
  const plain = { ...rest, baseUrl: 'https://as.example' }
  expect(errorOf(plain)).toContain(
    'resourceUrl: environment variable CONTAINER_BASE_URL is not set',
  )
  expect(loadTarget(fileWith(plain), { APP_SECRET: 's', CONTAINER_BASE_URL: 'https://x' })).toEqual(
    expect.objectContaining({ container: undefined }),
  )
})
