import { conformance, deniedConsent, judgeIss, lookUpMetadata } from '../../fixtures/index.ts'

// A success and an error response, against the issuer the metadata publishes.
conformance('AC-17', async (fixtures) => {
  const { authorizer, target } = fixtures
  const lookup = await lookUpMetadata(target)
  const responses = [
    { name: 'success', result: await authorizer.run() },
    { name: 'error', result: await deniedConsent(fixtures) },
  ]

  return judgeIss(responses, lookup, target.config.baseUrl)
})
