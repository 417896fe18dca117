import { spawn } from 'node:child_process'
import { resolve } from 'node:path'
import { expect, test } from '@playwright/test'
import { z } from 'zod'
import { Verdict } from '../../fixtures/verdict/verdict.ts'

// The real thing: the checks that send variants, each against a server whose fault its first
// variant shows, and whose token endpoint then stops answering, so that every later variant
// ends in the token client's time-out.
test('a faulty server whose later variants time out still fails each variant check', async () => {
  test.setTimeout(240_000)
  const program = resolve(import.meta.dirname, './support/later-variant-hangs.ts')
  const child = spawn(process.execPath, ['--import', 'tsx', program], {
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  let stdout = ''
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()))
  const code = await new Promise<number | null>((done) => child.on('exit', done))
  expect(code).toBe(0)
  const verdicts = z.array(Verdict).parse(JSON.parse(stdout))
  expect(verdicts.length).toBeGreaterThan(0)
  for (const verdict of verdicts) {
    expect.soft(verdict.verdict, `${verdict.id}: ${verdict.detail}`).toBe('fail')
    expect.soft(verdict.detail, verdict.id).toMatch(/\(not judged: .+\)|time-out/)
  }
})
