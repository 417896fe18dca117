import { expect } from '@playwright/test'
import type { MemorySource, PeakMemory } from '../../../cli/bench/peak-memory.ts'

export type MemoryBound = Readonly<Record<MemorySource, number>>

// A whole run against one hostile kind may hold 0.5 GB more than a correct one, rounded up
// (docs/hostile-targets.md). A correct whole run through the hostile server, measured here
// quiet on 2026-12-07: 1,608 MB in shares, 1,145 MB in a group of its own (the two count
// different pages: cli/bench/memory-group.ts).
export const wholeRunMb: MemoryBound = { shares: 2_500, group: 1_750 }

// Runs built to take memory (a page that allocates, answers that decompress to gigabytes,
// tens of thousands of controls, a page that reloads itself ten times a second): the machine's own bound, 3 GB in shares; the same margin
// over a correct run in a group.
export const heavyRunMb: MemoryBound = { shares: 3 * 1024, group: 2_400 }

export function expectWithin(
  peak: PeakMemory | undefined,
  bound: MemoryBound,
  message: string,
): void {
  expect(peak, 'the run was measured').toBeDefined()
  if (peak) expect(peak.mb, `${peak.source}: ${message}`).toBeLessThan(bound[peak.source])
}

export const peakText = (peak: PeakMemory | undefined) =>
  peak ? `${peak.mb} MB (${peak.source})` : 'not measured'
