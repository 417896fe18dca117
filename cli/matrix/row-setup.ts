import type { EmbeddedTarget } from '../../fixtures/reference-server/embedded-target.ts'
import type { ResolvedTarget } from '../../fixtures/config/resolved-target.ts'
import { withWorkingEncoding } from '../../fixtures/transport/http/encoding-probe.ts'
import { ProfileReader, type TargetProfile } from '../../fixtures/transport/http/target-profile.ts'
import { CheckContext } from '../../fixtures/transport/check-context.ts'

// What a row learns before its first check, as every check of the row then meets it: the token
// encoding that works and the target's profile (its metadata). The server's own addresses are
// written as "{base}" and "{mtls}" (its certificate listener's, fapi2-mtls) so that rows on
// different ports compare equal: else no fault of that profile has a reach (fault-reach.ts).
export type RowSetup = string

export interface RowFooting {
  readonly target: ResolvedTarget
  readonly setup: RowSetup
  // Where it could be read (the setup says why not), and the reader that read it.
  readonly profile: TargetProfile | undefined
  readonly reader: ProfileReader
}

export async function readRowSetup(server: EmbeddedTarget): Promise<RowFooting> {
  // As the command line does, so that a form-only server is judged as a run judges it; and the
  // profile read once before the checks, as each would read it first, by the row's own reader.
  const reader = new ProfileReader(server.target.config)
  const target = await withWorkingEncoding(server.target, { profile: reader })
  const profile = await reader.read(new CheckContext()).catch(String)
  const found = JSON.stringify({ encoding: target.tokenEncoding ?? null, profile })
  const mtls = server.server.mtlsUrl
  const setup = (mtls ? found.replaceAll(mtls, '{mtls}') : found).replaceAll(
    target.config.baseUrl,
    '{base}',
  )
  return { target, setup, reader, profile: typeof profile === 'string' ? undefined : profile }
}
