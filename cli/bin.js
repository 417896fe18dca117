#!/usr/bin/env node
// The command is written in TypeScript; tsx loads it without a build step. Loading tsx and the
// command costs seconds on a busy machine, so the two answers that need neither (the usage
// and the version) are given from here in plain JavaScript.
import { readFileSync } from 'node:fs'

const [only, ...rest] = process.argv.slice(2)
const read = (file) => readFileSync(new URL(file, import.meta.url), 'utf8')
if (rest.length === 0 && (only === '--help' || only === '-h')) {
  process.stdout.write(read('./usage.txt'))
} else if (rest.length === 0 && only === '--version') {
  process.stdout.write(`oauth-conformance ${JSON.parse(read('../package.json')).version}\n`)
} else {
  const { register } = await import('tsx/esm/api')
  register()
  await import('./main.ts')
}
