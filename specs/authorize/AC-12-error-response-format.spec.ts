import {
  conformance,
  deniedConsent,
  judgeErrorResponse,
  judgeProbes,
  sentState,
} from '../../fixtures/index.ts'

// Two ways to get an error redirect from any server: a denial (AC-10 requires the redirect)
// and an unsupported response_type (where an error page is allowed, and then not judged here).
conformance('AC-12', async (fixtures) => {
  const denied = await deniedConsent(fixtures)
  const unsupported = await fixtures.authorizer.run({
    params: { response_type: 'unsupported' },
  })

  return judgeProbes([
    { name: 'denied consent', finding: judgeErrorResponse(denied, sentState(denied)) },
    {
      name: 'unsupported response_type',
      finding: judgeErrorResponse(unsupported, sentState(unsupported)),
    },
  ])
})
