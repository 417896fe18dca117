import { conformance, judgeIssFlag, sharedMetadata } from '../../fixtures/index.ts'

conformance('AC-72', async (fixtures) => {
  const lookup = await sharedMetadata(fixtures)

  const success = await fixtures.authorizer.run()
  const error = await fixtures.authorizer.run({ decision: 'deny' })

  return judgeIssFlag(lookup, [
    { what: 'success', result: success },
    { what: 'error', result: error },
  ])
})
