import { parseArgs } from 'node:util'
import { HarnessError } from '../fixtures/errors.ts'
import { selectByGrep, type GrepSelection } from './grep.ts'

export interface RunOptions {
  readonly config: string | undefined
  readonly reports: string
  readonly grep: GrepSelection | undefined
  readonly workers: number | undefined
  readonly shard: string | undefined
  readonly strict: boolean
  readonly faults: readonly string[]
  readonly waivers: string | undefined
}

export type Command =
  | { readonly kind: 'help' }
  | { readonly kind: 'list' }
  | { readonly kind: 'doctor' }
  | { readonly kind: 'reference'; readonly argv: readonly string[] }
  | { readonly kind: 'merge'; readonly reports: string; readonly slices: readonly string[] }
  | { readonly kind: 'run'; readonly options: RunOptions }

export const usage = `Usage: oauth-conformance [options]
       oauth-conformance reference [--port N] [--fault NAME ...]
       oauth-conformance merge [--reports DIR] SLICE_DIR...
       oauth-conformance doctor

Runs the OAuth 2.0 Authorization Code Grant conformance suite against the target that the
config file describes, or against the embedded reference server when no --config is given.

Options:
  --config FILE     target file (JSON; see docs/configuration.md)
  --reports DIR     where results go (default: reports/)
  --grep PATTERN    run only requirements whose "<id> <title>" matches: a regular expression,
                    case-insensitive unless written /PATTERN/ (e.g. "AC-33|AC-40"); a pattern
                    that matches none exits 2
  --workers N       parallel browser workers (default: one per core, at least two; more
                    when the target answers slowly and cores are idle)
  --shard I/N       run slice I of N (then: oauth-conformance merge, see below)
  --waivers FILE    known failures accepted until a date: JSON [{ "id", "reason", "expires" }];
                    a listed failure is reported "waived" and does not fail the run
  --strict          for a MUST, a refusal with the wrong 4xx error or status counts as fail,
                    not warn (certification)
  --fault NAME      with the embedded reference server: switch on a named fault (repeatable)
  --list            print the requirements (id, level, title) and exit
  --help            print this help and exit

Commands:
  reference         start the reference server alone and print its base URL, clients and users
  merge             merge the reports folders of the slices of a sharded run into one set of
                    reports (default: reports/); exits as the whole run would have
  doctor            find (or, as root on Debian, install) a Chromium and say which one is used

Exit codes: 0 no MUST-level requirement failed; 1 at least one failed; 2 nothing could be
judged (invalid config, unreachable target, no browser).
`

const positiveInteger = (name: string, value: string | undefined): number | undefined => {
  if (value === undefined) return undefined
  if (!/^[1-9]\d*$/.test(value))
    throw invalid(`${name} takes a positive whole number, got "${value}"`)
  return Number(value)
}

const invalid = (message: string) => new HarnessError('HARNESS_CONFIG_INVALID', message)

export function parseCommand(argv: readonly string[]): Command {
  if (argv[0] === 'reference') return { kind: 'reference', argv: argv.slice(1) }
  if (argv[0] === 'merge') return parseMerge(argv.slice(1))
  if (argv[0] === 'doctor' && argv.length === 1) return { kind: 'doctor' }
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
        fault: { type: 'string', multiple: true, default: [] },
        waivers: { type: 'string' },
        list: { type: 'boolean', default: false },
        help: { type: 'boolean', short: 'h', default: false },
      },
    })
  } catch (error) {
    throw invalid(`${(error as Error).message} (see --help)`)
  }
  const { values } = parsed
  if (values.help) return { kind: 'help' }
  if (values.list) return { kind: 'list' }
  const shard =
    values.shard === undefined ? undefined : /^([1-9]\d*)\/([1-9]\d*)$/.exec(values.shard)
  if (values.shard !== undefined && (!shard || Number(shard[1]) > Number(shard[2]))) {
    throw invalid(`--shard takes I/N with I from 1 to N, e.g. 1/2, got "${values.shard}"`)
  }
  if (values.config !== undefined && values.fault.length > 0) {
    throw invalid('--fault applies only to the embedded reference server, not with --config')
  }
  return {
    kind: 'run',
    options: {
      config: values.config,
      reports: values.reports,
      grep: values.grep === undefined ? undefined : selectByGrep(values.grep),
      workers: positiveInteger('--workers', values.workers),
      shard: values.shard,
      strict: values.strict,
      faults: values.fault,
      waivers: values.waivers,
    },
  }
}

function parseMerge(argv: readonly string[]): Command {
  let parsed
  try {
    parsed = parseArgs({
      args: [...argv],
      strict: true,
      allowPositionals: true,
      options: { reports: { type: 'string', default: 'reports' } },
    })
  } catch (error) {
    throw invalid(`${(error as Error).message} (see --help)`)
  }
  if (parsed.positionals.length === 0) {
    throw invalid('merge takes the reports folders of the slices: merge [--reports DIR] DIR...')
  }
  return { kind: 'merge', reports: parsed.values.reports, slices: parsed.positionals }
}
