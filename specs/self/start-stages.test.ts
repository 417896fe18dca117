import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { expect, test } from '@playwright/test'
import { runVariables } from '../../fixtures/config/environment.ts'
import { readStageMarks } from '../../fixtures/report/stage-marks.ts'
import { runCli } from './support/run-cli.ts'

// `npm run bench` prints where the start goes: every process of a run marks its stages in the
// file the run names, and each stage is marked once the one before it is.
test('a one-check run marks each stage of its start, in order, from each of its processes', async () => {
  const file = join(mkdtempSync(join(tmpdir(), 'oac-stages-')), 'stages.jsonl')
  const run = await runCli(['--grep', 'AC-01 '], { [runVariables.stages]: file })
  expect(run.code, run.stderr).toBe(0)
  const marks = readStageMarks(file)
  expect(marks.map((m) => m.stage)).toEqual([
    'the command started',
    'the target is up (config read, reference server started)',
    "the target's metadata read",
    "Playwright's runner started",
    'the runner read its config',
    'a worker read the config',
    'a worker began its fixtures',
    'a worker has its browser',
  ])
  // Three processes: the command, Playwright's runner, one worker.
  expect(new Set(marks.map((m) => m.pid)).size).toBe(3)
})
