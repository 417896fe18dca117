import {
  conformance,
  judgeIssFlag,
  judgeTogether,
  settle,
  sharedMetadata,
} from '../../fixtures/index.ts'

conformance('AC-72', async (fixtures) => {
  const lookup = await sharedMetadata(fixtures)
  const responses = [
    { name: 'success', answer: await settle(() => fixtures.authorizer.run()) },
    { name: 'error', answer: await settle(() => fixtures.authorizer.run({ decision: 'deny' })) },
  ]

  return judgeTogether(responses, (seen) =>
    judgeIssFlag(
      lookup,
      seen.map(({ name, value }) => ({ what: name, result: value })),
    ),
  )
})
