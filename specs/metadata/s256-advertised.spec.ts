import { sharedMetadata } from '../../fixtures/discovery/metadata.ts'
import { judgeS256Advertised } from '../../fixtures/discovery/s256-advertised.ts'
import { conformance } from '../../fixtures/index.ts'
import { whenPkceSupported } from '../../fixtures/pkce/pkce-support.ts'

conformance(
  'AC-71',
  whenPkceSupported(async (fixtures) => {
    const lookup = await sharedMetadata(fixtures)

    return judgeS256Advertised(lookup)
  }),
)
