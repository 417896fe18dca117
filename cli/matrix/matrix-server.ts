import { startEmbeddedTarget } from '../../fixtures/reference-server/embedded-target.ts'
import type { ServerProfile } from '../../fixtures/reference-server/index.ts'
import type { KeyMaterial } from '../../fixtures/reference-server/key-material.ts'
import type { MatrixServer } from './judge-row.ts'
import { isModeProfile } from '../../fixtures/reference-server/server-profiles.ts'

// The server a row of the matrix runs against: the fault's, or a correct one of a profile.
// Remembered consent: most codes then cost one navigation that renders nothing, and the checks
// meet a server that skips the consent page, which real ones do. `keys`: the matrix's one set.
export function startMatrixServer(server: MatrixServer | ServerProfile, keys: KeyMaterial) {
  if (server === null || server === 'plain') return startEmbeddedTarget([], true, 0, 'plain', keys)
  if (isModeProfile(server)) return startEmbeddedTarget([], true, 0, server, keys)
  return startEmbeddedTarget([server], true, 0, undefined, keys)
}
