import { readdirSync, readFileSync } from 'node:fs'
import { join, relative, resolve } from 'node:path'
import { expect, test } from '@playwright/test'
import ts from 'typescript'

const root = resolve(import.meta.dirname, '../../..')

// State kept in a module is shared by every check, target and session of a process: a value
// about a check or a target belongs to the context handed to it (issue 40). What is kept today,
// each to be handed down instead; a name leaves this list when its state does, and nothing
// joins it.
const allowed: Readonly<Record<string, readonly string[]>> = {
  // Loaded once, on first use: a cache of a module, no state about a target.
  'fixtures/report/allure-report.ts': ['allure'],
  // The checks the spec files declare as they load, and whether Playwright's tests are off (the
  // fault matrix loads the same files outside Playwright).
  'fixtures/suite/registry.ts': ['declared', 'testsOff'],
  // What every check, the browser driver and the token client saw and must hide.
  'fixtures/evidence/redactor.ts': ['redactor'],
}

const mutators = /\.(set|add|push|delete|clear|splice|unshift|pop|shift)\(/
const constantClasses = new Set(['Map', 'Set', 'RegExp', 'URL'])

function sources(dir: string): string[] {
  return readdirSync(join(root, dir), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.ts'))
    .map((entry) => relative(root, join(entry.parentPath, entry.name)))
}

// The module-level names of a file that hold state: every `let` or `var`, every instance of a
// class of its own, and every Map, Set or array the file then changes.
function stateIn(file: string): string[] {
  const text = readFileSync(join(root, file), 'utf8')
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false)
  const found: string[] = []
  for (const statement of source.statements) {
    if (!ts.isVariableStatement(statement)) continue
    const list = statement.declarationList
    const mutable = (list.flags & ts.NodeFlags.Const) === 0
    for (const declaration of list.declarations) {
      if (!ts.isIdentifier(declaration.name)) continue
      const name = declaration.name.text
      const init = declaration.initializer
      const made =
        init && ts.isNewExpression(init) && ts.isIdentifier(init.expression)
          ? init.expression.text
          : undefined
      const changed = new RegExp(`\\b${name}${mutators.source}`).test(text)
      const collection =
        made === 'Map' ||
        made === 'Set' ||
        (init !== undefined && ts.isArrayLiteralExpression(init))
      if (
        mutable ||
        (made !== undefined && !constantClasses.has(made)) ||
        (collection && changed)
      ) {
        found.push(name)
      }
    }
  }
  return found
}

test('no module keeps state beyond the documented list, and the list holds no stale name', () => {
  const found = Object.fromEntries(
    [...sources('fixtures'), ...sources('cli')]
      .map((file) => [file, stateIn(file)] as const)
      .filter(([, names]) => names.length > 0),
  )
  expect(found).toEqual(allowed)
})

test('the search finds a let, a changed Map and an instance, and leaves constants alone', () => {
  // A Map the module changes, and a let.
  expect(stateIn('fixtures/suite/registry.ts')).toEqual(['declared', 'testsOff'])
  // State an instance holds (one per target's connection) is no module's.
  expect(stateIn('fixtures/transport/throttling/pacer.ts')).toEqual([])
  expect(stateIn('fixtures/transport/reachability.ts')).toEqual([])
  expect(stateIn('fixtures/evidence/redactor.ts')).toEqual(['redactor'])
  // Sets of words, read only.
  expect(stateIn('fixtures/transport/browser/interactions/decision-controls.ts')).toEqual([])
})
