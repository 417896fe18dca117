import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { expect, test } from '@playwright/test'
import { z } from 'zod'
import { jsonSchemaFile, jsonSchemaText } from '../../../fixtures/config/json-schema.ts'
import { loadConfig, loadTarget } from '../../../fixtures/config/load.ts'

test('the checked-in target.schema.json is the one the zod schema generates', () => {
  expect(
    readFileSync(jsonSchemaFile, 'utf8'),
    'stale: run `npm run schema` and commit fixtures/config/target.schema.json',
  ).toBe(jsonSchemaText())
})

test('the schema knows every field, allows ${VAR} in URL fields and $schema itself', () => {
  const schema = JSON.parse(jsonSchemaText()) as {
    properties: Record<string, { anyOf?: { pattern?: string }[] }>
    required: string[]
    additionalProperties: boolean
  }
  expect(schema.required).toEqual(['client', 'user'])
  expect(schema.additionalProperties).toBe(false)
  expect(Object.keys(schema.properties)).toEqual(
    expect.arrayContaining(['$schema', 'container', 'interaction', 'concurrency']),
  )
  expect(schema.properties.baseUrl?.anyOf?.[1]?.pattern).toBe('\\$\\{[A-Za-z_][A-Za-z0-9_]*\\}')
})

// The example a user copies: it names the schema and loads as it is, secrets from the environment.
test('examples/target.json loads, with its $schema and ${VAR} secrets', () => {
  const file = resolve(import.meta.dirname, '../../../examples/target.json')
  const env = {
    STAGING_BASE_URL: 'https://staging.example.com',
    CLIENT_SECRET: 'a',
    CLIENT2_SECRET: 'b',
    USER_PASSWORD: 'c',
    UNVERIFIED_PASSWORD: 'd',
  }
  const config = loadConfig(file, env)
  expect(config.baseUrl).toBe('https://staging.example.com')
  expect(config.client.clientSecret).toBe('a')
  const raw = JSON.parse(readFileSync(file, 'utf8')) as { $schema: string }
  expect(resolve(resolve(file, '..'), raw.$schema)).toBe(resolve(jsonSchemaFile.pathname))
})

// The container target of docs/containers.md, as a user writes it, naming the schema.
const containerTarget = {
  $schema: '../fixtures/config/target.schema.json',
  container: {
    image: 'vendor/as:1.4',
    port: 8080,
    env: { AS_ISSUER: '${CONTAINER_BASE_URL}', AS_CLIENT_SECRET: '${CLIENT_SECRET}' },
    wait: { http: '/health', timeoutSeconds: 60 },
  },
  client: {
    clientId: 'app',
    clientSecret: '${CLIENT_SECRET}',
    redirectUri: 'https://app.example.com/cb',
  },
  user: { username: 'alice@example.com', password: '${USER_PASSWORD}' },
  resourceUrl: '${CONTAINER_BASE_URL}/api/me',
}

// zod's fromJSONSchema, the validator at hand, ignores "required" in a branch that names no
// properties, so the branches of a top-level oneOf are applied here.
function schemaAccepts(file: Record<string, unknown>): boolean {
  type Generated = Omit<z.core.JSONSchema.JSONSchema, 'oneOf'> & {
    oneOf?: { required: string[] }[]
  }
  const { oneOf, ...rest } = JSON.parse(jsonSchemaText()) as Generated
  const matching = oneOf?.filter(({ required }) => required.every((key) => key in file))
  return (
    (matching === undefined || matching.length === 1) &&
    z.fromJSONSchema(rest).safeParse(file).success
  )
}

// An editor must flag exactly what the loader refuses: both verdicts are checked, so that the
// schema and the loader cannot part again.
test('the schema accepts a container target in place of baseUrl, and neither or both not', () => {
  const loads = (content: object) => {
    const file = join(mkdtempSync(join(tmpdir(), 'oac-json-schema-')), 'target.json')
    writeFileSync(file, JSON.stringify(content))
    const env = { CLIENT_SECRET: 's', USER_PASSWORD: 'p' }
    try {
      loadTarget(file, env, 'http://127.0.0.1:40123')
      return true
    } catch {
      return false
    }
  }
  const { container, resourceUrl, ...neither } = containerTarget
  const files = {
    container: [containerTarget, true],
    baseUrl: [{ ...neither, baseUrl: 'https://as.example.com' }, true],
    neither: [neither, false],
    both: [{ ...containerTarget, baseUrl: 'https://as.example.com' }, false],
  } as const
  for (const [name, [content, accepted]] of Object.entries(files)) {
    expect(loads(content), `the loader on ${name}`).toBe(accepted)
    expect(schemaAccepts(content), `the schema on ${name}`).toBe(accepted)
  }
})
