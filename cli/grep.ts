import { requirements } from '../fixtures/catalogue/requirements.ts'
import { matchesGrep } from '../fixtures/catalogue/selection.ts'
import { HarnessError } from '../fixtures/errors.ts'

// --grep selects requirements by "<id> <title>", which is also each check's test title
// (fixtures/suite/conformance.ts). Playwright's own --grep would also match the project name, the spec
// file's path and the tags, so the pattern is resolved here against the catalogue (every id
// has a spec: catalogue-coverage.test.ts) and Playwright gets only the titles it selected.

export interface GrepSelection {
  // As the user wrote it: workers read it back to begin only selected early scenarios.
  readonly pattern: string
  readonly playwrightGrep: string
}

const escapeRegExp = (text: string) => text.replace(/[\\^$.*+?()[\]{}|]/g, '\\$&')

export function selectByGrep(pattern: string): GrepSelection {
  const selected = requirements.filter(matchesGrep(pattern))
  if (selected.length === 0) {
    throw new HarnessError(
      'HARNESS_CONFIG_INVALID',
      `--grep "${pattern}" matches no requirement id or title (see --list)`,
    )
  }
  // Playwright tests " <project> <spec file> <title> <tags>": a whole title between spaces,
  // case-sensitive, matches that test alone (not "AC-330 ..." for AC-33).
  const titles = selected.map(({ id, title }) => escapeRegExp(`${id} ${title}`))
  return { pattern, playwrightGrep: `/ (?:${titles.join('|')}) /` }
}
