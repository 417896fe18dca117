import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { expect, test } from '@playwright/test'
import { jsonSchemaFile, jsonSchemaText } from '../../fixtures/config/json-schema.ts'
import { loadConfig } from '../../fixtures/config/load.ts'

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
  expect(schema.required).toEqual(['baseUrl', 'client', 'user'])
  expect(schema.additionalProperties).toBe(false)
  expect(Object.keys(schema.properties)).toEqual(
    expect.arrayContaining(['$schema', 'interaction', 'concurrency']),
  )
  expect(schema.properties.baseUrl?.anyOf?.[1]?.pattern).toBe('\\$\\{[A-Za-z_][A-Za-z0-9_]*\\}')
})

// The example a user copies: it names the schema and loads as it is, secrets from the environment.
test('examples/target.json loads, with its $schema and ${VAR} secrets', () => {
  const file = resolve(import.meta.dirname, '../../examples/target.json')
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
