import { parseArgs } from 'node:util'
import {
  faultProfile,
  faults,
  isFaultName,
  type FaultName,
} from '../../fixtures/reference-server/faults.ts'
import { endQuietlyWhenOutputCloses } from '../closed-output.ts'
import { runMatrix } from './run-matrix.ts'
import { modeProfiles } from '../../fixtures/reference-server/server-profiles.ts'

// Usage: node --import tsx cli/matrix/main.ts [--fault NAME ... | --profile plain|fapi2]
//        [--every-check] [--strict]
//        [--retries-unjudged N] [--exit-with-stdin]
// Prints one JSON object: { "<fault or 'none'>": [verdict, ...], ... }. Without --fault, every
// fault and the correct server; "fapi2" is the correct FAPI 2.0 server, run when a fault of that
// mode is. Each fault runs the checks it can change (fault-reach.ts); --every-check runs every
// check under every fault: the full matrix.
// Playwright takes a stack trace at every call it makes; with tsx's source maps on, mapping
// them cost some 7% of this process's time. The matrix prints verdicts, never stacks.
process.setSourceMapsEnabled(false)
endQuietlyWhenOutputCloses()
const { values } = parseArgs({
  options: {
    fault: { type: 'string', multiple: true, default: [] },
    // Without --fault: the faults of one server profile only.
    profile: { type: 'string' },
    'every-check': { type: 'boolean', default: false },
    strict: { type: 'boolean', default: false },
    'retries-unjudged': { type: 'string', default: '1' },
    browsers: { type: 'string', default: '2' },
    'flow-slots': { type: 'string', default: '2' },
    'check-slots': { type: 'string', default: '24' },
    // A parent that holds our stdin open: when it dies (a test past its time-out), so do we,
    // instead of judging on for an hour with nobody reading.
    'exit-with-stdin': { type: 'boolean', default: false },
  },
})
if (values['exit-with-stdin']) {
  process.stdin.on('close', () => process.exit(1)).resume()
}
const unknown = values.fault.filter((name) => !isFaultName(name))
if (unknown.length > 0) throw new Error(`unknown fault ${unknown.join(', ')}`)
const chosen =
  values.fault.length > 0
    ? values.fault.filter(isFaultName)
    : (Object.keys(faults) as FaultName[]).filter(
        (name) => values.profile === undefined || faultProfile(name) === values.profile,
      )
const started = Date.now()
// The correct server of each profile whose faults run (the plain one when none does).
const profiles = new Set(chosen.map(faultProfile))
const baselines = [
  ...(profiles.has('plain') || profiles.size === 0 ? [null] : []),
  ...modeProfiles.filter((profile) => profiles.has(profile)),
]
const total = chosen.length + baselines.length
const result = await runMatrix({
  faults: [...baselines, ...chosen],
  everyCheck: values['every-check'],
  strict: values.strict,
  retries: Number(values['retries-unjudged']),
  browsers: Number(values.browsers),
  flowSlots: Number(values['flow-slots']),
  checkSlots: Number(values['check-slots']),
  onDone: progress(1000),
})
process.stderr.write(
  `fault matrix: ${total} servers in ${Date.now() - started} ms; ${result.checksRun} of ${result.checksInFull} checks under the faults\n`,
)
process.stdout.write(
  `${JSON.stringify(Object.fromEntries([...result.verdicts].map(([fault, verdicts]) => [fault ?? 'none', verdicts])))}\n`,
  // The lifeline would keep this process waiting for its parent, which waits for it to exit.
  () => {
    process.stdin.removeAllListeners('close')
    process.stdin.destroy()
  },
)

// Says how many checks were judged, every `step` of them: a long run shows it is moving.
function progress(step: number): () => void {
  let done = 0
  return () => {
    done++
    if (done % step === 0) process.stderr.write(`fault matrix: ${done} checks judged\n`)
  }
}
