import { readdirSync, readFileSync } from 'node:fs'
import { join, relative, resolve } from 'node:path'
import { expect, test } from '@playwright/test'
import { requirement, requirements } from '../../../fixtures/catalogue/requirements.ts'
import { traitsById } from '../../../fixtures/catalogue/traits.ts'

const root = resolve(import.meta.dirname, '../../..')

test("each check's traits belong to an id of the catalogue", () => {
  for (const id of Object.keys(traitsById)) {
    expect(() => requirement(id), id).not.toThrow()
    expect(requirement(id).traits, id).toMatchObject(traitsById[id] ?? {})
  }
  expect(requirements.filter((r) => r.traits.variesPlainRequest).length).toBeGreaterThan(0)
})

test('every head start is a deliberate wait, and one check judges each refused encoding', () => {
  for (const r of requirements.filter((r) => r.traits.headStart)) {
    expect(r.traits.deliberateWait, r.id).toBeDefined()
  }
  for (const encoding of ['json', 'form']) {
    const judges = requirements.filter((r) => r.traits.judgesRefusedEncoding === encoding)
    expect(judges.length, encoding).toBe(1)
  }
})

// What a check is lives in its catalogue entry: no other file of the harness names ids as
// values, the reference server's faults included (which checks a fault trips is the checks'
// trait: fault-trips.ts).
test('no file outside the catalogue keeps a list of requirement ids', () => {
  const idLiteral = /(['"`])(AC|KYC|SVC|RT|OIDC|PAR|PKJ|FAPI|DPOP|MTLS|BCP|IDA|JARM|JAR)-\d{2}\1/
  const files = ['fixtures', 'cli'].flatMap((folder) =>
    readdirSync(join(root, folder), { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.ts'))
      .map((file) => relative(root, join(root, folder, file))),
  )
  const naming = files.filter(
    (file) =>
      !file.startsWith('fixtures/catalogue/') &&
      idLiteral.test(readFileSync(join(root, file), 'utf8')),
  )
  expect(naming).toEqual([])
})
