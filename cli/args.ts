import { readFileSync } from 'node:fs'
import { parseArgs, type ParseArgsConfig } from 'node:util'
import { HarnessError } from '../fixtures/errors.ts'
import type { FailOn } from '../fixtures/report/exit-code.ts'
import { selectByGrep, type GrepSelection } from './grep.ts'
import { Profile } from '../fixtures/report/conformance-report.ts'
import {
  isServerProfile,
  profileChoices,
  type ServerProfile,
} from '../fixtures/reference-server/server-profiles.ts'

export interface RunOptions {
  readonly config: string | undefined
  readonly reports: string
  readonly grep: GrepSelection | undefined
  readonly workers: number | undefined
  readonly shard: string | undefined
  readonly strict: boolean
  readonly profile: Profile | undefined
  readonly faults: readonly string[]
  // The embedded reference server's profile: plain OAuth 2.0, or FAPI 2.0.
  readonly referenceProfile: ServerProfile | undefined
  readonly waivers: string | undefined
  readonly maxRps: number | undefined
  readonly retriesUnjudged: number
  readonly comparison: Comparison
}

// --baseline and --fail-on, for a run and for a merge.
export interface Comparison {
  readonly baseline: string | undefined
  readonly failOn: FailOn
}

export type Command =
  | { readonly kind: 'help' }
  | { readonly kind: 'version' }
  | { readonly kind: 'list' }
  | { readonly kind: 'doctor' }
  | { readonly kind: 'reference'; readonly argv: readonly string[] }
  | {
      readonly kind: 'merge'
      readonly reports: string
      readonly slices: readonly string[]
      readonly comparison: Comparison
    }
  | { readonly kind: 'run'; readonly options: RunOptions }
  | {
      readonly kind: 'bundle'
      readonly reports: string
      readonly out: string
      readonly key: string
      readonly partial: boolean
    }
  | { readonly kind: 'verify'; readonly file: string; readonly key: string }

// Plain text beside this file: bin.js prints it without loading TypeScript (docs/speed.md).
export const usage = readFileSync(new URL('./usage.txt', import.meta.url), 'utf8')

const positiveInteger = (name: string, value: string | undefined): number | undefined => {
  if (value === undefined) return undefined
  if (!/^[1-9]\d*$/.test(value))
    throw invalid(`${name} takes a positive whole number, got "${value}"`)
  return Number(value)
}

const retryCount = (value: string | undefined): number => {
  if (value === undefined) return 1
  if (!/^\d$/.test(value)) throw invalid(`--retries-unjudged takes 0 to 9, got "${value}"`)
  return Number(value)
}

const positiveRate = (value: string | undefined): number | undefined => {
  if (value === undefined) return undefined
  if (!/^\d+(\.\d+)?$/.test(value) || Number(value) <= 0 || Number(value) > 10_000)
    throw invalid(
      `--max-rps takes a number of requests a second above 0, e.g. 5 or 0.5, got "${value}"`,
    )
  return Number(value)
}

const invalid = (message: string) => new HarnessError('HARNESS_CONFIG_INVALID', message)

export function parseCommand(argv: readonly string[]): Command {
  if (argv[0] === 'reference') return { kind: 'reference', argv: argv.slice(1) }
  if (argv[0] === 'merge') return parseMerge(argv.slice(1))
  if (argv[0] === 'doctor' && argv.length === 1) return { kind: 'doctor' }
  if (argv[0] === 'bundle') return parseBundle(argv.slice(1))
  if (argv[0] === 'verify') return parseVerify(argv.slice(1))
  let parsed
  try {
    parsed = parseArgs({
      args: [...argv],
      strict: true,
      allowPositionals: false,
      options: {
        config: { type: 'string' },
        reports: { type: 'string', default: 'reports' },
        grep: { type: 'string' },
        workers: { type: 'string' },
        shard: { type: 'string' },
        strict: { type: 'boolean', default: false },
        profile: { type: 'string' },
        fault: { type: 'string', multiple: true, default: [] },
        'reference-profile': { type: 'string' },
        waivers: { type: 'string' },
        'max-rps': { type: 'string' },
        'retries-unjudged': { type: 'string' },
        ...comparisonOptions,
        list: { type: 'boolean', default: false },
        help: { type: 'boolean', short: 'h', default: false },
        version: { type: 'boolean', default: false },
      },
    })
  } catch (error) {
    throw invalid(`${(error as Error).message} (see --help)`)
  }
  const { values } = parsed
  if (values.help) return { kind: 'help' }
  if (values.version) return { kind: 'version' }
  if (values.list) return { kind: 'list' }
  const shard =
    values.shard === undefined ? undefined : /^([1-9]\d*)\/([1-9]\d*)$/.exec(values.shard)
  if (values.shard !== undefined && (!shard || Number(shard[1]) > Number(shard[2]))) {
    throw invalid(`--shard takes I/N with I from 1 to N, e.g. 1/2, got "${values.shard}"`)
  }
  const profile = profileOf(values.profile, values.grep)
  if (values.config !== undefined && values.fault.length > 0) {
    throw invalid('--fault applies only to the embedded reference server, not with --config')
  }
  const referenceProfile = values['reference-profile']
  if (referenceProfile !== undefined && !isServerProfile(referenceProfile)) {
    throw invalid(`--reference-profile takes ${profileChoices()}, got "${referenceProfile}"`)
  }
  if (values.config !== undefined && referenceProfile !== undefined) {
    throw invalid(
      '--reference-profile applies only to the embedded reference server, not with --config',
    )
  }
  return {
    kind: 'run',
    options: {
      config: values.config,
      reports: values.reports,
      grep: values.grep === undefined ? undefined : selectByGrep(values.grep),
      workers: positiveInteger('--workers', values.workers),
      shard: values.shard,
      strict: values.strict || profile === 'certification',
      profile,
      faults: values.fault,
      referenceProfile,
      waivers: values.waivers,
      maxRps: positiveRate(values['max-rps']),
      retriesUnjudged: retryCount(values['retries-unjudged']),
      comparison: comparison(values.baseline, values['fail-on']),
    },
  }
}

// A certification judges every id: a subset would certify what it left out. A slice of a
// sharded run is allowed, since only the merge of every slice can be bundled.
function profileOf(profile: string | undefined, grep: string | undefined): Profile | undefined {
  if (profile === undefined) return undefined
  const parsed = Profile.safeParse(profile)
  if (!parsed.success) throw invalid(`--profile takes "certification", got "${profile}"`)
  if (grep !== undefined) {
    throw invalid('--profile certification runs every id: leave out --grep')
  }
  return parsed.data
}

function parseMerge(argv: readonly string[]): Command {
  let parsed
  try {
    parsed = parseArgs({
      args: [...argv],
      strict: true,
      allowPositionals: true,
      options: { reports: { type: 'string', default: 'reports' }, ...comparisonOptions },
    })
  } catch (error) {
    throw invalid(`${(error as Error).message} (see --help)`)
  }
  if (parsed.positionals.length === 0) {
    throw invalid('merge takes the reports folders of the slices: merge [--reports DIR] DIR...')
  }
  const { values, positionals } = parsed
  return {
    kind: 'merge',
    reports: values.reports,
    slices: positionals,
    comparison: comparison(values.baseline, values['fail-on']),
  }
}

const comparisonOptions = {
  baseline: { type: 'string' },
  'fail-on': { type: 'string', default: 'failures' },
} as const

function comparison(baseline: string | undefined, failOn: string): Comparison {
  if (failOn !== 'failures' && failOn !== 'regressions') {
    throw invalid(`--fail-on takes "failures" or "regressions", got "${failOn}"`)
  }
  if (failOn === 'regressions' && baseline === undefined) {
    throw invalid('--fail-on regressions needs --baseline: the run to compare with')
  }
  return { baseline, failOn }
}

function parseBundle(argv: readonly string[]): Command {
  const { values } = parseOrSay(argv, {
    reports: { type: 'string', default: 'reports' },
    out: { type: 'string' },
    key: { type: 'string' },
    partial: { type: 'boolean', default: false },
  })
  const { reports, out, key, partial } = values
  if (typeof reports !== 'string' || typeof out !== 'string' || typeof key !== 'string') {
    throw invalid(
      'bundle takes --out FILE and --key KEY.pem: bundle [--reports DIR] --out FILE --key KEY.pem',
    )
  }
  return { kind: 'bundle', reports, out, key, partial: partial === true }
}

function parseVerify(argv: readonly string[]): Command {
  const { values, positionals } = parseOrSay(argv, { key: { type: 'string' } }, true)
  const [file, ...more] = positionals
  if (file === undefined || more.length > 0 || typeof values.key !== 'string') {
    throw invalid('verify takes one bundle and --key PUB.pem: verify FILE --key PUB.pem')
  }
  return { kind: 'verify', file, key: values.key }
}

function parseOrSay(
  argv: readonly string[],
  options: ParseArgsConfig['options'],
  allowPositionals = false,
): { values: Record<string, unknown>; positionals: string[] } {
  try {
    return parseArgs({ args: [...argv], strict: true, allowPositionals, options })
  } catch (error) {
    throw invalid(`${(error as Error).message} (see --help)`)
  }
}
