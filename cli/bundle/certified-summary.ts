import type { RunPredicate } from './statement.ts'

// What a verified bundle certifies, in the words of the run's own summary line.
export function certifiedSummary(run: RunPredicate): string[] {
  const { pass, fail, warn, skip, waived } = run.summary
  const counts = `${pass} pass, ${fail} fail, ${warn} warn, ${skip} skip${waived ? `, ${waived} waived` : ''}`
  return [
    `target: ${run.target.label ?? run.target.baseUrl} (${run.target.baseUrl})`,
    `run: ${run.startedAt} to ${run.finishedAt}`,
    `verdicts: ${counts}${run.failed.length > 0 ? `; failed: ${run.failed.join(', ')}` : ''}`,
    ...(run.complete === undefined
      ? []
      : [
          `run: ${run.complete ? 'complete' : 'INCOMPLETE (a partial bundle: it certifies nothing)'}, profile ${run.profile ?? 'default'}`,
        ]),
    ...(run.versions === undefined ? [] : [`versions: ${JSON.stringify(run.versions)}`]),
    `bundled by: ${run.bundler.name} ${run.bundler.version} (Node ${run.bundler.node})`,
  ]
}
