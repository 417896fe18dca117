import type { Check } from '../../fixtures/suite/registry.ts'
import { faultProfile, type FaultName } from '../../fixtures/reference-server/faults.ts'
import type { ServerProfile } from '../../fixtures/reference-server/index.ts'
import type { RowSetup } from './judge-row.ts'
import { readsAny, setupChanges } from './profile-reads.ts'

// Which checks each fault can change. A fault changes nothing but the server's answer to
// `faults.has(name)` (fault-switches.ts), so a check during which the correct server never
// asked about a fault runs the same with it on. Each check is run alone against a correct
// server of its own, of each profile the faults break (plain, FAPI 2.0), which records what it
// was asked during the check; a fault then runs the checks that asked about it and every check
// whose catalogue entry says the fault trips it (trippedBy), asked or not, so that a fault that
// trips nothing it claims still fails.
// Before its checks a row finds the token encoding that works and reads the target's profile,
// which asks about the token and metadata faults: where a fault leaves what the row found as
// the correct server's, the checks meet the same target; where it changes members of the
// profile, the checks that read them run (profile-reads.ts); where it changes more (the
// encoding, a profile not read), every check runs. What this leaves out (one request changing the server's state for another, paths that
// depend on timing) is what the full matrix is for (--every-check).
export class FaultReach {
  // Undefined for a check the correct server's run could not judge: what it asks is unknown.
  readonly #seenBy = new Map<string, CheckSeen | undefined>()
  // Per profile, what the correct server's rows found before their checks.
  readonly #setups = new Map<ServerProfile, RowSetup | undefined>()

  record(profile: ServerProfile, check: Check, setup: RowSetup, seen: CheckSeen | undefined): void {
    this.#seenBy.set(`${profile} ${check.requirement.id}`, seen)
    // Rows of one profile that found different things: then no setup counts as unchanged.
    const known = this.#setups.get(profile)
    this.#setups.set(profile, this.#setups.has(profile) && known !== setup ? undefined : setup)
  }

  runs(fault: FaultName, check: Check, setup: RowSetup): boolean {
    const id = check.requirement.id
    const trippedBy = check.requirement.traits.trippedBy ?? []
    const profile = faultProfile(fault)
    const seen = this.#seenBy.get(`${profile} ${id}`)
    if (trippedBy.includes(fault) || !seen || seen.asked.has(fault)) return true
    const correct = this.#setups.get(profile)
    if (setup === correct) return false
    // The fault changed what the row found: the checks that read what changed meet it.
    const changes = correct === undefined ? undefined : setupChanges(correct, setup)
    return changes === undefined || readsAny(seen.reads, changes)
  }
}

// What a check did against the correct server: the faults its handlers asked about, and what
// it read of the target's profile.
export interface CheckSeen {
  readonly asked: ReadonlySet<FaultName>
  readonly reads: ReadonlySet<string>
}
