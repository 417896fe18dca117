#!/usr/bin/env node
// The command is written in TypeScript: compiled once per content of its sources (compiled.js),
// or loaded through tsx where it cannot be. Either costs time on a busy machine, so the two
// answers that need neither (the usage and the version) are given from here in plain JavaScript.
import { readFileSync } from 'node:fs'
import { pathToFileURL } from 'node:url'

const [only, ...rest] = process.argv.slice(2)
const read = (file) => readFileSync(new URL(file, import.meta.url), 'utf8')
if (rest.length === 0 && (only === '--help' || only === '-h')) {
  process.stdout.write(read('./usage.txt'))
} else if (rest.length === 0 && only === '--version') {
  process.stdout.write(`oauth-conformance ${JSON.parse(read('../package.json')).version}\n`)
} else {
  const { compiledCommand, compiledSuite } = await import('./compiled.js')
  const [compiled, suite] = await Promise.all([compiledCommand(), compiledSuite()])
  // For Playwright's runner and workers (playwright.config.ts), which inherit it.
  if (suite) process.env.OAUTH_CONFORMANCE_SUITE = suite
  if (compiled) {
    process.setSourceMapsEnabled(true)
    await import(pathToFileURL(compiled).href)
  } else {
    const { register } = await import('tsx/esm/api')
    register()
    await import('./main.ts')
  }
}
