import { spawnSync } from 'node:child_process'
import { existsSync, readdirSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { expect, test } from '@playwright/test'

const root = resolve(import.meta.dirname, '../..')
const bin = join(root, 'cli/bin.js')
const cache = join(root, 'node_modules/.cache/oauth-conformance')

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
