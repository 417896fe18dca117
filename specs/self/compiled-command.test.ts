import { spawnSync } from 'node:child_process'
import { existsSync, readdirSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join, resolve } from 'node:path'
import { expect, test } from '@playwright/test'

const root = resolve(import.meta.dirname, '../..')
const bin = join(root, 'cli/bin.js')
const cache = join(root, 'node_modules/.cache/oauth-conformance')
const require = createRequire(import.meta.url)

const command = (env: NodeJS.ProcessEnv = {}) =>
  spawnSync(process.execPath, [bin, '--list'], {
    encoding: 'utf8',
    env: { ...process.env, OAUTH_CONFORMANCE_FROM_SOURCES: undefined, ...env },
  })

// The command compiled once (cli/compiled.js) answers as the sources do, from a folder named by
// their content.
test('the compiled command answers as its sources do', () => {
  const compiled = command()
  const sources = command({ OAUTH_CONFORMANCE_FROM_SOURCES: '1' })
  expect(compiled.status, compiled.stderr).toBe(0)
  expect(sources.status, sources.stderr).toBe(0)
  expect(compiled.stdout).toBe(sources.stdout)
  expect(compiled.stdout.split('\n').length).toBeGreaterThan(100)
  const builds = readdirSync(cache).filter((name) => /^cli-[0-9a-f]{20}$/.test(name))
  expect(builds.some((name) => existsSync(join(cache, name, 'main.js')))).toBe(true)
})

const listed = (env: NodeJS.ProcessEnv) => {
  const list = spawnSync(
    process.execPath,
    [require.resolve('@playwright/test/cli'), 'test', '--list', '--project', 'conformance'],
    { cwd: root, encoding: 'utf8', env: { ...process.env, ...env } },
  )
  expect(list.status, list.stderr).toBe(0)
  return list.stdout
}

// The checks compiled into one file (cli/compiled.js's compiledSuite) are the same tests, each
// in its own spec file's place: the titles and locations a report shows do not change.
test('the checks compiled into one file list as their spec files do', async () => {
  const { compiledSuite } = (await import(join(root, 'cli/compiled.js'))) as {
    compiledSuite: () => Promise<string | undefined>
  }
  const suite = await compiledSuite()
  expect(suite, 'the suite could not be compiled').toBeDefined()
  const compiled = listed({ OAUTH_CONFORMANCE_SUITE: suite })
  const sources = listed({ OAUTH_CONFORMANCE_SUITE: undefined })
  expect(compiled).toBe(sources)
  expect(compiled).toContain('authorize/AC-01-valid-request-yields-code.spec.ts:')
  expect(compiled).toMatch(/Total: \d+ tests in \d+ files/)
})
