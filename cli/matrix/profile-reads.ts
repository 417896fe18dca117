import type { TargetProfile } from '../../fixtures/transport/http/target-profile.ts'
import type { RowSetup } from './row-setup.ts'

// What a check read of the target's profile, as paths: a member ("dpop", "metadata"), a
// metadata member ("metadata.code_challenge_methods_supported"), or "metadata.*" where it went
// through all of them (spread, JSON, keys). A fault that changes only what the row found before
// its checks (the metadata) changes the checks that read what it changed, and no other.
export type ProfileReads = Set<string>

// The profile as a check sees it, every read written into `reads`. Copies, not the profile
// itself: a frozen object's proxy must hand out its own members, not watched ones.
export function watchedProfile(profile: TargetProfile, reads: ProfileReads): TargetProfile {
  const metadata = profile.metadata && watched({ ...profile.metadata }, 'metadata.', reads)
  return watched({ ...profile, metadata }, '', reads)
}

function watched<T extends object>(target: T, prefix: string, reads: ProfileReads): T {
  const read = (key: string | symbol) => {
    if (typeof key === 'string') reads.add(`${prefix}${key}`)
  }
  return new Proxy(target, {
    get(object, key, receiver) {
      read(key)
      return Reflect.get(object, key, receiver) as unknown
    },
    has(object, key) {
      read(key)
      return Reflect.has(object, key)
    },
    getOwnPropertyDescriptor(object, key) {
      read(key)
      return Reflect.getOwnPropertyDescriptor(object, key)
    },
    ownKeys(object) {
      reads.add(`${prefix}*`)
      return Reflect.ownKeys(object)
    },
  })
}

// The paths two rows' setups differ in, or undefined where they differ in more than the
// profile's members (the token encoding that works, a profile that could not be read).
export function setupChanges(correct: RowSetup, faulty: RowSetup): ReadonlySet<string> | undefined {
  const [a, b] = [parsed(correct), parsed(faulty)]
  if (!a || !b || a.encoding !== b.encoding) return undefined
  const changes = new Set<string>()
  for (const key of new Set([...Object.keys(a.profile), ...Object.keys(b.profile)])) {
    if (key === 'metadata') continue
    if (JSON.stringify(a.profile[key]) !== JSON.stringify(b.profile[key])) changes.add(key)
  }
  const [ma, mb] = [a.profile.metadata, b.profile.metadata]
  if (!isRecord(ma) || !isRecord(mb)) {
    if (JSON.stringify(ma) !== JSON.stringify(mb)) changes.add('metadata')
    return changes
  }
  for (const key of new Set([...Object.keys(ma), ...Object.keys(mb)])) {
    if (JSON.stringify(ma[key]) !== JSON.stringify(mb[key])) changes.add(`metadata.${key}`)
  }
  return changes
}

// Whether a check that read `reads` meets any of `changes`.
export function readsAny(reads: ReadonlySet<string>, changes: ReadonlySet<string>): boolean {
  return [...changes].some((change) => {
    if (reads.has(change)) return true
    // The metadata as a whole changed (there was none, or it could not be read): any read of it.
    if (change === 'metadata') return reads.has('metadata')
    return change.startsWith('metadata.') && reads.has('metadata.*')
  })
}

interface Setup {
  readonly encoding: unknown
  readonly profile: Record<string, unknown>
}

function parsed(setup: RowSetup): Setup | undefined {
  try {
    const value = JSON.parse(setup) as { encoding?: unknown; profile?: unknown }
    return isRecord(value.profile)
      ? { encoding: value.encoding, profile: value.profile }
      : undefined
  } catch {
    return undefined
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
