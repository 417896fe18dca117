import {
  conformance,
  deniedConsent,
  judgeIss,
  judgeTogether,
  lookUpMetadata,
  settle,
} from '../../fixtures/index.ts'

// A success and an error response, against the issuer the metadata publishes.
conformance('AC-17', async (fixtures) => {
  const { authorizer, target, context } = fixtures
  const lookup = await lookUpMetadata(target, context)
  const responses = [
    { name: 'success', answer: await settle(() => authorizer.run()) },
    { name: 'error', answer: await settle(() => deniedConsent(fixtures)) },
  ]

  return judgeTogether(responses, (seen) =>
    judgeIss(
      seen.map(({ name, value }) => ({ name, result: value })),
      lookup,
      target.config.baseUrl,
    ),
  )
})
