import { spawn } from 'node:child_process'
import { resolve } from 'node:path'
import { z } from 'zod'
import { requirements } from '../../../fixtures/catalogue/requirements.ts'
import { idsTrippedBy } from '../../../fixtures/catalogue/fault-trips.ts'
import {
  faultProfile,
  faults,
  isFaultName,
  type FaultName,
} from '../../../fixtures/reference-server/faults.ts'
import { Verdict } from '../../../fixtures/verdict/verdict.ts'
import {
  modeProfiles,
  type ModeProfile,
} from '../../../fixtures/reference-server/server-profiles.ts'

const entry = resolve(import.meta.dirname, '../../../cli/matrix/main.ts')

export const MatrixOutput = z.record(z.string(), z.array(Verdict))
export type MatrixOutput = z.infer<typeof MatrixOutput>

// Runs the fault matrix in its own process: it loads every spec file, which only a process
// outside Playwright's test runner may do.
export async function runFaultMatrix(args: readonly string[] = []): Promise<MatrixOutput> {
  // Its stdin is its lifeline: should this worker die past its time-out, the matrix ends too.
  const child = spawn(process.execPath, ['--import', 'tsx', entry, '--exit-with-stdin', ...args], {
    stdio: ['pipe', 'pipe', 'inherit'],
  })
  let stdout = ''
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()))
  const code = await new Promise<number | null>((done) => child.on('exit', done))
  if (code !== 0) throw new Error(`the fault matrix exited with ${code}`)
  return MatrixOutput.parse(JSON.parse(stdout))
}

// The correct servers of the matrix's output: 'none' (the plain one) and each mode's.
export const correctServers = ['none', ...modeProfiles] as const

// The correct server a fault is compared with: its mode's for a fault of a mode (FAPI 2.0, its
// mTLS variant).
export function baselineOf(fault: string): 'none' | ModeProfile {
  const profile = isFaultName(fault) ? faultProfile(fault) : 'plain'
  return profile === 'plain' ? 'none' : profile
}

// The ids whose verdict under a fault differs from the correct server's, in catalogue order
// (the order checks finish in depends on the machine).
export function changedIds(output: MatrixOutput, fault: string): string[] {
  const clean = new Map((output[baselineOf(fault)] ?? []).map((v) => [v.id, v.verdict]))
  // A check the fault makes applicable, and that passes, is no change it caused: a FAPI 2.0
  // server that rotates refresh tokens gets the rotation checks judged.
  const madeApplicable = (v: Verdict) => clean.get(v.id) === 'skip' && v.verdict === 'pass'
  const changed = new Set(
    (output[fault] ?? [])
      .filter((v) => clean.get(v.id) !== v.verdict && !madeApplicable(v))
      .map((v) => v.id),
  )
  return requirements.map((r) => r.id).filter((id) => changed.has(id))
}

// Under a fault after which no user gets a code, a check is rightly not judged when it needs a
// code, or when it varies the plain request and names AC-01, whose failure stands for them all;
// and so is a check whose catalogue entry says the fault leaves it not judged (unjudgedUnder),
// naming what it says.
export function unjudgedByDesign(output: MatrixOutput, fault: string, id: string): boolean {
  if (!isFaultName(fault)) return false
  const verdict = (output[fault] ?? []).find((v) => v.id === id)
  if (verdict?.reason !== 'not-judged') return false
  const named = unjudgedBy(fault)[id]
  if (named !== undefined) return verdict.detail.includes(named)
  if (!('noCodes' in faults[fault])) return false
  return requirements.find((r) => r.id === id)?.traits.variesPlainRequest
    ? verdict.detail.includes('the valid request itself got no code: AC-01')
    : !idsTrippedBy(fault).includes(id)
}

// The checks whose entries say the fault leaves them not judged, each with what its detail names.
export function unjudgedBy(fault: FaultName): Readonly<Record<string, string>> {
  return Object.fromEntries(
    requirements.flatMap(({ id, traits }) => {
      const named = traits.unjudgedUnder?.[fault]
      return named === undefined ? [] : [[id, named]]
    }),
  )
}
