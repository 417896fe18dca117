import { readdirSync, readFileSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { expect, test } from '@playwright/test'

const root = resolve(import.meta.dirname, '../../..')

// fixtures/README.md's order, lowest first: a file may import from its own layer and those
// below it, never from one above. The reference server is a component of its own beside the
// library: it stands on the config, and only programs (cli/) and self-tests start it.
const layers = [
  ['fixtures/errors.ts', 'fixtures/catalogue'],
  ['fixtures/jwt'],
  ['fixtures/config'],
  ['fixtures/reference-server'],
  ['fixtures/evidence'],
  ['fixtures/transport'],
  ['fixtures/scenarios'],
  ['fixtures/judges'],
  ['fixtures/verdict'],
  ['fixtures/report'],
  ['fixtures/suite'],
  ['fixtures/index.ts'],
  ['cli', 'playwright.config.ts'],
] as const

function layerOf(file: string): number {
  const index = layers.findIndex((places) =>
    places.some((place) => file === place || file.startsWith(`${place}/`)),
  )
  if (index === -1) throw new Error(`${file} is in no layer: add its folder to fixtures/README.md`)
  return index
}

function sourceFiles(dir: string): string[] {
  return readdirSync(join(root, dir), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts'))
    .map((file) => join(dir, file))
}

function importsOf(file: string): string[] {
  const text = readFileSync(join(root, file), 'utf8')
  return [...text.matchAll(/(?:from|import)\s*\(?\s*'(\.{1,2}\/[^']+)'/g)].map((match) =>
    relative(root, resolve(root, dirname(file), match[1] ?? '')),
  )
}

const files = [...sourceFiles('fixtures'), ...sourceFiles('cli'), 'playwright.config.ts']

test('imports point down the layers: nothing below imports what stands above it', () => {
  const upward = files.flatMap((file) =>
    importsOf(file)
      .filter((target) => layerOf(target) > layerOf(file))
      .map((target) => `${file} imports ${target}`),
  )
  expect(upward).toEqual([])
})

test('the library never starts the reference server: only programs and self-tests do', () => {
  const library = files.filter((file) => layerOf(file) > layerOf('fixtures/reference-server/x'))
  const starting = library
    .filter((file) => !file.startsWith('cli/') && file !== 'playwright.config.ts')
    .flatMap((file) =>
      importsOf(file)
        .filter((target) => target.startsWith('fixtures/reference-server/'))
        .map((target) => `${file} imports ${target}`),
    )
  expect(starting).toEqual([])
})

test('specs import their helpers from the one surface, fixtures/index.ts', () => {
  const specs = readdirSync(join(root, 'specs'), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.spec.ts'))
    .map((file) => join('specs', file))
  const elsewhere = specs.flatMap((spec) =>
    importsOf(spec)
      .filter((target) => target !== 'fixtures/index.ts')
      .map((target) => `${spec} imports ${target}`),
  )
  expect(specs.length).toBeGreaterThan(0)
  expect(elsewhere).toEqual([])
})
