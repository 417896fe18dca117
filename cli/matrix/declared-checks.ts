import { relative } from 'node:path'
import { loadChecks } from '../../fixtures/suite/registry.ts'
import { conformanceSpecFiles, specsRoot } from './spec-files.ts'

// Usage: node --import tsx cli/matrix/declared-checks.ts
// Prints { "<spec file>": "<requirement id>" } for every conformance spec file. A spec citing an
// unknown id, declaring none or two, or an id declared twice makes it exit 1 with the reason.
try {
  const byFile = await loadChecks(conformanceSpecFiles())
  const ids = [...byFile].map(([file, check]) => [relative(specsRoot, file), check.requirement.id])
  process.stdout.write(`${JSON.stringify(Object.fromEntries(ids))}\n`)
} catch (error) {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`)
  process.exitCode = 1
}
