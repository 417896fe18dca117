import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { expect, test } from '@playwright/test'
import {
  startReferenceServer,
  type ReferenceServer,
} from '../../fixtures/reference-server/index.ts'
import { readReport, runCli } from './support/run-cli.ts'

// A new user's first run: the target file says nothing of the token encoding, so the service's
// JSON is sent, to a server that reads only form bodies (as oidc-provider does). The user must
// learn it once, from the console and the summary, and see one finding, not one per token check.
let server: ReferenceServer
test.beforeAll(async () => {
  server = await startReferenceServer({ faults: ['form-only'] })
})
test.afterAll(async () => {
  await server.stop()
})

// Token checks that sent JSON to such a server failed or warned, each for the same cause.
const grep = 'AC-30|AC-33|AC-40|AC-46|AC-54|AC-56|SVC-01'

test('a form-only server gets one SVC-01 failure, one line naming tokenRequest.encoding, and form everywhere else', async () => {
  test.setTimeout(300_000)
  const { tokenRequest, ...config } = server.targetConfig()
  expect(tokenRequest?.encoding).toBe('json')
  const file = join(mkdtempSync(join(tmpdir(), 'oac-first-contact-')), 'target.json')
  writeFileSync(file, JSON.stringify(config))

  const run = await runCli(['--config', file, '--grep', grep, '--workers', '1'])

  expect(run.code, run.stderr).toBe(1)
  const told = run.stderr.split('\n').filter((line) => line.includes('tokenRequest.encoding'))
  expect(told).toHaveLength(1)
  expect(told[0]).toContain('set tokenRequest.encoding to "form" in the target file')
  expect(told[0]).toContain('400 invalid_request as json')
  const summary = readFileSync(join(run.reports, 'summary.md'), 'utf8')
  expect(summary).toContain('set `tokenRequest.encoding` to `"form"` in the target file')
  expect(run.stdout).toContain('NOTE   token requests were sent form-encoded, not json')

  const report = readReport(run)
  expect(report.target.tokenEncoding).toEqual({
    configured: 'json',
    used: 'form',
    answers: { json: '400 invalid_request', form: '400 invalid_grant' },
  })
  const judged = report.results.filter((r) => r.reason !== 'not-run')
  expect(judged.map((r) => r.id).sort()).toEqual(grep.split('|').sort())
  const notPassing = judged.filter((r) => r.verdict !== 'pass')
  expect(notPassing.map((r) => `${r.id} ${r.verdict}`)).toEqual(['SVC-01 fail'])
  expect(notPassing[0]?.detail).toMatch(
    /^violated: form-only server: JSON body: .* 400 invalid_request/,
  )
})
