import type { Check } from '../../fixtures/suite/registry.ts'
import {
  faultProfile,
  faults as catalogue,
  type FaultName,
} from '../../fixtures/reference-server/faults.ts'
import type { ServerProfile } from '../../fixtures/reference-server/index.ts'

// Which checks each fault can change. A fault changes nothing but the server's answer to
// `faults.has(name)` (fault-switches.ts), so a check during which the correct server never
// asked about a fault runs the same with it on. Each check is run alone against a correct
// server of its own, of each profile the faults break (plain, FAPI 2.0), which records what it
// was asked; a fault then runs the checks that asked
// about it and every check its `trips` names, asked or not, so that a fault that trips nothing
// it claims still fails. What this leaves out (one check changing another's server state,
// paths that depend on timing) is what the full matrix is for (--every-check).
export class FaultReach {
  readonly #askedBy = new Map<string, ReadonlySet<FaultName>>()

  record(profile: ServerProfile, check: Check, asked: ReadonlySet<FaultName>): void {
    this.#askedBy.set(`${profile} ${check.requirement.id}`, asked)
  }

  runs(fault: FaultName, check: Check): boolean {
    const id = check.requirement.id
    const trips: readonly string[] = catalogue[fault].trips
    const asked = this.#askedBy.get(`${faultProfile(fault)} ${id}`)
    return trips.includes(id) || (asked?.has(fault) ?? true)
  }
}
