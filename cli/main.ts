import { requirements } from '../fixtures/catalogue/requirements.ts'
import { encodingNote } from '../fixtures/config/encoding-switch.ts'
import { HarnessError } from '../fixtures/errors.ts'
import { clearOutputs } from '../fixtures/report/outputs.ts'
import { withWorkingEncoding } from '../fixtures/transport/http/encoding-probe.ts'
import { ProfileReader } from '../fixtures/transport/http/target-profile.ts'
import { TargetConnection } from '../fixtures/transport/http/target-connection.ts'
import { loadBaseline } from '../fixtures/report/baseline-file.ts'
import { markStage } from '../fixtures/report/stage-marks.ts'
import { harnessVersion } from '../fixtures/report/versions.ts'
import { loadWaivers, todayUtc } from '../fixtures/report/waivers.ts'
import { parseCommand, usage, type RunOptions } from './args.ts'
import { ensureChromium } from './browser.ts'
import { endQuietlyWhenOutputCloses } from './closed-output.ts'
import { mergeSlices } from './merge.ts'
import { connect, preflight } from './preflight.ts'
import { runSuite } from './run.ts'
import { configuredTarget, referenceTarget } from './target.ts'

const log = (line: string) => process.stderr.write(`${line}\n`)

async function run(options: RunOptions): Promise<number> {
  markStage('the command started', performance.timeOrigin)
  // Before the reports folder is cleared: the baseline may be the last run's results in it.
  const baseline = options.comparison.baseline
    ? loadBaseline(options.comparison.baseline)
    : undefined
  // Then at once, so that a run that stops early (bad config, unreachable target) leaves no
  // earlier run's results behind to be read as its own.
  clearOutputs(options.reports)
  const waivers = options.waivers
    ? { today: todayUtc(), waivers: loadWaivers(options.waivers) }
    : undefined
  const configured = options.config ? await configuredTarget(options.config) : undefined
  // Everything that can refuse the run in seconds (the config, an unreachable target) comes
  // before the browser, which a first run on a new machine may spend a minute installing.
  const connected = configured && (await connect(configured.config))
  const running =
    configured && connected
      ? await configured.start(connected)
      : await referenceTarget(options.faults, options.referenceProfile)
  // The embedded server's way in trusts its own CA (the mTLS mode's listener) as a configured
  // target's trusts tls.ca: without it the encoding probe's mTLS calls failed their handshake.
  const connection = connected ?? new TargetConnection(running.target.config)
  markStage('the target is up (config read, reference server started)')
  try {
    // Read once here: the probe may need it (DPoP), and the workers are handed it.
    const profile = new ProfileReader(running.target.config)
    const target = await withWorkingEncoding(running.target, { profile, connection })
    if (target.tokenEncoding) log(`oauth-conformance: ${encodingNote(target.tokenEncoding)}`)
    const browser = ensureChromium(log)
    const checked =
      configured && options.config
        ? await preflight(options.config, configured.config, browser)
        : undefined
    try {
      log(
        `oauth-conformance: ${target.label} at ${target.config.baseUrl}; browser: ${browser.source}`,
      )
      return await runSuite(
        options,
        target,
        browser,
        { waivers, baseline },
        { profile, connection },
      )
    } finally {
      checked?.cleanup()
    }
  } finally {
    await running.stop()
  }
}

endQuietlyWhenOutputCloses()

async function main(argv: readonly string[]): Promise<number> {
  const command = parseCommand(argv)
  switch (command.kind) {
    case 'help':
      process.stdout.write(usage)
      return 0
    case 'version':
      process.stdout.write(`oauth-conformance ${harnessVersion()}\n`)
      return 0
    case 'list':
      for (const r of requirements) process.stdout.write(`${r.id}\t${r.level}\t${r.title}\n`)
      return 0
    case 'doctor':
      log(`browser: ${ensureChromium(log).source}`)
      return 0
    case 'reference': {
      const reference = await import('../fixtures/reference-server/main.ts')
      return reference.main([...command.argv])
    }
    case 'merge':
      return mergeSlices(command.reports, command.slices, command.comparison)
    case 'run':
      return run(command.options)
    case 'bundle': {
      const { writeBundle } = await import('./bundle/bundle.ts')
      const bundled = writeBundle(command.reports, command.out, command.key, command)
      log(bundled.line)
      return bundled.code
    }
    case 'verify': {
      const { verifyBundle } = await import('./bundle/verify.ts')
      const verification = verifyBundle(command.file, command.key)
      for (const line of verification.lines) process.stdout.write(`${line}\n`)
      return verification.code
    }
  }
}

// Exit 2 with one line naming the field, URL or missing piece; a stack trace only for a bug.
main(process.argv.slice(2)).then(
  (code) => (process.exitCode = code),
  (error: unknown) => {
    if (error instanceof HarnessError) {
      log(`oauth-conformance: ${error.message}`)
      process.exitCode = 2
    } else {
      log(
        `oauth-conformance: internal error: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
      )
      process.exitCode = 2
    }
  },
)
