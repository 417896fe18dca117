import { expect, test } from '@playwright/test'
import { spawnWatched } from '../../../cli/bench/peak-memory.ts'

// A child that holds 300 MB for a moment, then a grandchild that holds 200 MB alone: the peak
// is the most held at once, counted for the whole tree, whichever source measured it.
const script = `
const { execFileSync } = require('node:child_process')
const held = Buffer.alloc(300 * 2 ** 20, 1)
setTimeout(() => {
  held.fill(2)
  execFileSync(process.execPath, ['-e', 'Buffer.alloc(200 * 2 ** 20, 1); setTimeout(() => {}, 300)'])
}, 300)
`

test('the peak of a process tree: what it held at once, the grandchild included', async () => {
  const { child, peak } = spawnWatched(process.execPath, ['-e', script], { stdio: 'ignore' })
  const code = await new Promise<number | null>((done) => child.on('exit', done))
  expect(code).toBe(0)
  const { mb, source } = peak()
  expect(['group', 'shares']).toContain(source)
  // The child's 300 MB and the grandchild's 200 MB, at least; not far beyond them and Node.
  expect(mb).toBeGreaterThan(500)
  expect(mb).toBeLessThan(1_000)
})
