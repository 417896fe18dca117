import {
  conformance,
  judgeS256Advertised,
  sharedMetadata,
  whenPkceSupported,
} from '../../fixtures/index.ts'

conformance(
  'AC-71',
  whenPkceSupported(async (fixtures) => {
    const lookup = await sharedMetadata(fixtures)

    return judgeS256Advertised(lookup)
  }),
)
