import { parseArgs } from 'node:util'
import {
  faultProfile,
  faults,
  isFaultName,
  type FaultName,
} from '../../fixtures/reference-server/faults.ts'
import { runMatrix } from './run-matrix.ts'

// Usage: node --import tsx cli/matrix/main.ts [--fault NAME ...] [--strict] [--retries-unjudged N]
// Prints one JSON object: { "<fault or 'none'>": [verdict, ...], ... }. Without --fault, every
// fault and the correct server; "fapi2" is the correct FAPI 2.0 server, run when a fault of that
// mode is.
// Playwright takes a stack trace at every call it makes; with tsx's source maps on, mapping
// them cost some 7% of this process's time. The matrix prints verdicts, never stacks.
process.setSourceMapsEnabled(false)
const { values } = parseArgs({
  options: {
    fault: { type: 'string', multiple: true, default: [] },
    strict: { type: 'boolean', default: false },
    'retries-unjudged': { type: 'string', default: '1' },
    browsers: { type: 'string', default: '2' },
    'flow-slots': { type: 'string', default: '2' },
    'check-slots': { type: 'string', default: '24' },
  },
})
const unknown = values.fault.filter((name) => !isFaultName(name))
if (unknown.length > 0) throw new Error(`unknown fault ${unknown.join(', ')}`)
const chosen =
  values.fault.length > 0 ? values.fault.filter(isFaultName) : (Object.keys(faults) as FaultName[])
const started = Date.now()
let done = 0
const baselines = chosen.some((name) => faultProfile(name) === 'fapi2')
  ? [null, 'fapi2' as const]
  : [null]
const total = chosen.length + baselines.length
const result = await runMatrix({
  faults: [...baselines, ...chosen],
  strict: values.strict,
  retries: Number(values['retries-unjudged']),
  browsers: Number(values.browsers),
  flowSlots: Number(values['flow-slots']),
  checkSlots: Number(values['check-slots']),
  onDone: () => {
    done++
    if (done % 1000 === 0) process.stderr.write(`fault matrix: ${done} checks judged\n`)
  },
})
process.stderr.write(`fault matrix: ${total} servers in ${Date.now() - started} ms\n`)
process.stdout.write(
  `${JSON.stringify(Object.fromEntries([...result].map(([fault, verdicts]) => [fault ?? 'none', verdicts])))}\n`,
)
