import { judgeIssFlag } from '../../fixtures/discovery/iss-flag.ts'
import { sharedMetadata } from '../../fixtures/discovery/metadata.ts'
import { conformance } from '../../fixtures/index.ts'

conformance('AC-72', async (fixtures) => {
  const lookup = await sharedMetadata(fixtures)

  const success = await fixtures.authorizer.run()
  const error = await fixtures.authorizer.run({ decision: 'deny' })

  return judgeIssFlag(lookup, [
    { what: 'success', result: success },
    { what: 'error', result: error },
  ])
})
