import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { makeMemoryGroup } from './memory-group.ts'
import { watchPeakRss } from './process-tree.ts'

// What measured a peak: a memory group of the run's own, or the processes' proportional shares
// sampled every 100 ms where no group can be made. They count different pages (memory-group.ts),
// so a bound names one for each.
export type MemorySource = 'group' | 'shares'

export interface PeakMemory {
  readonly mb: number
  readonly source: MemorySource
}

export interface WatchedProcess {
  readonly child: ChildProcess
  // Once the process has ended: the most it and everything it started held at once.
  readonly peak: () => PeakMemory
}

// Starts `command` so that the peak of its whole process tree is known when it ends. In a
// group, a shell enters it and then becomes the command (same pid), so that every process the
// command starts is born inside.
export function spawnWatched(
  command: string,
  args: readonly string[],
  options: SpawnOptions,
): WatchedProcess {
  const group = makeMemoryGroup(`oauth-conformance-${randomBytes(6).toString('hex')}`)
  if (group) {
    const enter = 'echo $$ > "$0" && exec "$@"'
    const child = spawn('/bin/sh', ['-c', enter, group.procs, command, ...args], options)
    return {
      child,
      peak: () => {
        const mb = group.peakMb()
        group.remove()
        return { mb, source: 'group' }
      },
    }
  }
  const child = spawn(command, args, options)
  const sampled = watchPeakRss(child.pid ?? 0)
  return { child, peak: () => ({ mb: sampled(), source: 'shares' }) }
}
