import { readdirSync, readFileSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { expect, test } from '@playwright/test'
import ts from 'typescript'

const root = resolve(import.meta.dirname, '../../..')

// Files that import each other, even for a type only, cannot be read, moved or tested one
// without the other (issue 40). A type two files share lives in a file of its own.

function sources(): string[] {
  return ['fixtures', 'cli', 'specs'].flatMap((dir) =>
    readdirSync(join(root, dir), { withFileTypes: true, recursive: true })
      .filter((entry) => entry.isFile() && entry.name.endsWith('.ts'))
      .map((entry) => relative(root, join(entry.parentPath, entry.name))),
  )
}

// The files of this repository a file imports or re-exports from, types included.
export function importsOf(file: string, text: string): string[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false)
  const found: string[] = []
  for (const statement of source.statements) {
    const from =
      ts.isImportDeclaration(statement) || ts.isExportDeclaration(statement)
        ? statement.moduleSpecifier
        : undefined
    if (from && ts.isStringLiteral(from) && from.text.startsWith('.')) {
      found.push(relative(root, resolve(root, dirname(file), from.text)))
    }
  }
  return found
}

// Each group of files that reach one another through their imports (Tarjan's components).
export function circles(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  const index = new Map<string, number>()
  const low = new Map<string, number>()
  const stack: string[] = []
  const found: string[][] = []
  const visit = (file: string) => {
    index.set(file, index.size)
    low.set(file, index.get(file) ?? 0)
    stack.push(file)
    for (const next of graph.get(file) ?? []) {
      if (!index.has(next)) {
        visit(next)
        low.set(file, Math.min(low.get(file) ?? 0, low.get(next) ?? 0))
      } else if (stack.includes(next)) {
        low.set(file, Math.min(low.get(file) ?? 0, index.get(next) ?? 0))
      }
    }
    if (low.get(file) !== index.get(file)) return
    const group: string[] = []
    for (let member = stack.pop(); member !== undefined; member = stack.pop()) {
      group.push(member)
      if (member === file) break
    }
    if (group.length > 1 || graph.get(file)?.includes(file)) found.push(group.sort())
  }
  for (const file of graph.keys()) if (!index.has(file)) visit(file)
  return found
}

test('no two files of the harness import each other, even for a type', () => {
  const graph = new Map(
    sources().map((file) => [file, importsOf(file, readFileSync(join(root, file), 'utf8'))]),
  )
  expect(circles(graph)).toEqual([])
})

test('the search finds a circle through types and re-exports, and one of a single file', () => {
  const a = 'fixtures/a.ts'
  const graph = new Map([
    [a, importsOf(a, `import type { B } from './b.ts'`)],
    ['fixtures/b.ts', importsOf('fixtures/b.ts', `export { c } from './c.ts'`)],
    ['fixtures/c.ts', importsOf('fixtures/c.ts', `import { a } from './a.ts'`)],
    ['fixtures/d.ts', importsOf('fixtures/d.ts', `import { d } from './d.ts'`)],
    ['fixtures/e.ts', importsOf('fixtures/e.ts', `import { a } from './a.ts'`)],
  ])
  expect(circles(graph)).toEqual([
    ['fixtures/a.ts', 'fixtures/b.ts', 'fixtures/c.ts'],
    ['fixtures/d.ts'],
  ])
})
