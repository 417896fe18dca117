import { spawnSync } from 'node:child_process'
import { resolve } from 'node:path'
import { expect, test } from '@playwright/test'
import { requirements, type CatalogueId } from '../../fixtures/catalogue/requirements.ts'

const entry = resolve(import.meta.dirname, '../../cli/matrix/declared-checks.ts')

// Every requirement of the catalogue has exactly one spec, and every spec cites a known id.
// (That every judged id has a fault that trips it is asserted by the fault matrix test.)
test('every catalogue id has one spec file, and every spec file one known id', () => {
  const run = spawnSync(process.execPath, ['--import', 'tsx', entry], { encoding: 'utf8' })
  expect(run.status, run.stderr).toBe(0)
  const declared = Object.values(JSON.parse(run.stdout) as Record<string, string>)
  const missing = requirements.map((r) => r.id).filter((id) => !declared.includes(id))
  expect(missing, 'catalogue ids without a spec').toEqual([])
  expect(declared).toHaveLength(requirements.length)
})

// conformance() takes only ids the catalogue defines: tsc (npm test's typecheck) rejects any
// other, so a typo cannot declare a check that no report would list.
test('an id the catalogue does not define is a type error', () => {
  // @ts-expect-error AC-99 is no catalogue id
  const unknown: CatalogueId = 'AC-99'
  const known: CatalogueId = 'AC-38'
  expect([unknown, known].map((id) => requirements.some((r) => r.id === id))).toEqual([false, true])
})
