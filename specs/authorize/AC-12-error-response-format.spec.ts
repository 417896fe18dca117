import {
  conformance,
  deniedConsent,
  judgeErrorResponse,
  judgeVariants,
  sentState,
} from '../../fixtures/index.ts'

// Two ways to get an error redirect from any server: a denial (AC-10 requires the redirect)
// and an unsupported response_type (where an error page is allowed, and then not judged here).
conformance('AC-12', async (fixtures) => {
  const errorResponses = [
    { name: 'denied consent', get: () => deniedConsent(fixtures) },
    {
      name: 'unsupported response_type',
      get: () => fixtures.authorizer.run({ params: { response_type: 'unsupported' } }),
    },
  ]

  return judgeVariants(errorResponses, async ({ get }) => {
    const response = await get()
    return judgeErrorResponse(response, sentState(response))
  })
})
