import { createRequire } from 'node:module'
import { expect, test } from '@playwright/test'
import { selectByGrep } from '../../../cli/grep.ts'
import { matchesGrep } from '../../../fixtures/catalogue/selection.ts'
import { requirement, requirements } from '../../../fixtures/catalogue/requirements.ts'

const require = createRequire(import.meta.url)
// How Playwright turns its --grep into a RegExp, which users' patterns have always meant.
const { forceRegExp } = require('playwright/lib/util') as { forceRegExp: (p: string) => RegExp }
const playwrightMatches = (grep: string, line: string) => {
  const re = forceRegExp(grep)
  re.lastIndex = 0
  return re.test(line)
}
const idsFor = (pattern: string) => requirements.filter(matchesGrep(pattern)).map((r) => r.id)

test('a pattern is read as Playwright reads it: case-insensitive unless written /re/flags', () => {
  for (const pattern of ['token', 'TOKEN', 'AC-(01|33) ', '^ac-3\\d ', '/Token/', '/token/i']) {
    const selects = matchesGrep(pattern)
    for (const r of requirements) {
      expect(selects(r), `${pattern} on ${r.id}`).toBe(
        playwrightMatches(pattern, `${r.id} ${r.title}`),
      )
    }
  }
  expect(matchesGrep('TOKEN')(requirement('AC-31'))).toBe(true)
  expect(matchesGrep('/TOKEN/')(requirement('AC-31'))).toBe(false)
})

test('a title word selects by title, never by folder, tag or project name', () => {
  expect(idsFor('pkce')).toEqual(['AC-60', 'AC-67'])
  expect(idsFor('must')).toEqual(['AC-38'])
  const token = idsFor('token')
  expect(token).toContain('AC-31')
  expect(token).not.toContain('AC-33')
  expect(token).not.toContain('AC-40')
  for (const elsewhere of ['conformance', '@must', 'spec\\.ts', 'authorize/']) {
    expect(() => selectByGrep(elsewhere)).toThrow(
      `--grep "${elsewhere}" matches no requirement id or title (see --list)`,
    )
  }
})

test('an id selects its own check alone, not one whose id merely starts with it', () => {
  expect(idsFor('AC-33')).toEqual(['AC-33'])
  const { playwrightGrep } = selectByGrep('AC-33')
  const line = (id: string) =>
    ` conformance token/code-single-use.spec.ts ${id} Authorization code is single-use @must @token`
  expect(playwrightMatches(playwrightGrep, line('AC-33'))).toBe(true)
  expect(playwrightMatches(playwrightGrep, line('AC-330'))).toBe(false)
  expect(playwrightMatches(playwrightGrep, line('XAC-33'))).toBe(false)
})

test('a pattern that is not a regular expression is refused naming it', () => {
  expect(() => selectByGrep('AC-(33')).toThrow(/^--grep "AC-\(33" is not a regular expression: /)
})
