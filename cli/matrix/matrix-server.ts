import { startEmbeddedTarget } from '../../fixtures/reference-server/embedded-target.ts'
import type { ServerProfile } from '../../fixtures/reference-server/index.ts'
import type { MatrixServer } from './judge-row.ts'

// The server a row of the matrix runs against: the fault's, or a correct one of a profile.
// Remembered consent: most codes then cost one navigation that renders nothing, and the checks
// meet a server that skips the consent page, which real ones do.
export function startMatrixServer(server: MatrixServer | ServerProfile) {
  if (server === null || server === 'plain') return startEmbeddedTarget([], true)
  if (server === 'fapi2' || server === 'fapi2-mtls') {
    return startEmbeddedTarget([], true, 0, server)
  }
  return startEmbeddedTarget([server], true)
}
