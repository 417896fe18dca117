import {
  authorizationErrors,
  conformance,
  judgeEchoedSecrets,
  judgeTogether,
  tokenErrors,
} from '../../fixtures/index.ts'

// Error answers of both endpoints, provoked with real secrets beside a wrong value: none of
// those secrets may come back in an address the browser is sent to.
conformance('AC-27', async (fixtures) => {
  const answers = [...(await authorizationErrors(fixtures)), ...(await tokenErrors(fixtures))]

  return judgeTogether(answers, (seen) => judgeEchoedSecrets(seen.map(({ value }) => value)))
})
