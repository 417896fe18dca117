import { execFileSync } from 'node:child_process'
import { mkdirSync, readFileSync, rmdirSync } from 'node:fs'
import { join } from 'node:path'

// A memory cgroup of a run's own: the kernel keeps the most its processes held at once, each
// page counted once however many processes share it, with nothing sampled. Sampling every
// process's proportional share (process-tree.ts) cost a third of a core on a run of two cores,
// and sampled less often it missed peaks. What the group counts differs from the shares: the
// page cache the run brings in is in it, files already cached by others (the browser's and
// Node's own code) are not, so its bounds are its own (peak-memory.ts).
export interface MemoryGroup {
  // Where a process writes its pid to enter the group; its children are born in it.
  readonly procs: string
  // The most the group held at once, in MB.
  peakMb(): number
  remove(): void
}

// A new group below the one this process is in, or undefined where none can be made (not root,
// no memory controller, cgroup v2 without delegation).
export function makeMemoryGroup(name: string): MemoryGroup | undefined {
  for (const [dir, peakFile] of candidates()) {
    const group = join(dir, name)
    try {
      mkdirSync(group)
    } catch {
      continue
    }
    try {
      readFileSync(join(group, peakFile))
      // A process can enter it: a v2 group may be made where none may be entered.
      execFileSync('/bin/sh', ['-c', 'echo $$ > "$0"', join(group, 'cgroup.procs')], {
        stdio: 'ignore',
      })
    } catch {
      // A v2 group without the memory controller, a kernel before memory.peak, or no entry.
      removeGroup(group)
      continue
    }
    return {
      procs: join(group, 'cgroup.procs'),
      peakMb: () => Math.round(Number(readFileSync(join(group, peakFile), 'utf8')) / 2 ** 20),
      remove: () => {
        removeGroup(group)
      },
    }
  }
  return undefined
}

// This process's memory group in the v1 hierarchy, then in the v2 one.
function candidates(): [string, string][] {
  let lines: string[]
  try {
    lines = readFileSync('/proc/self/cgroup', 'utf8').split('\n')
  } catch {
    return []
  }
  const v1 = lines.map((line) => /^\d+:memory:(.*)$/.exec(line)?.[1]).find(Boolean)
  const v2 = lines.map((line) => /^0::(.*)$/.exec(line)?.[1]).find(Boolean)
  return [
    ...(v1
      ? [[join('/sys/fs/cgroup/memory', v1), 'memory.max_usage_in_bytes'] as [string, string]]
      : []),
    ...(v2 ? [[join('/sys/fs/cgroup', v2), 'memory.peak'] as [string, string]] : []),
  ]
}

function removeGroup(group: string): void {
  try {
    rmdirSync(group)
  } catch {
    // A process of the run outlived it: the kernel keeps the empty group until then.
  }
}
