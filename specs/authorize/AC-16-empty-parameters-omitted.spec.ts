import { conformance, judgeEmptyAsOmitted, judgeVariants } from '../../fixtures/index.ts'

// Both may be left out of a valid request, so sent empty they must be as good as omitted: a
// code, or where the server refuses the request without them (RFC 6749 §3.3 allows it for
// scope), the same refusal as that request gets.
const empty = [
  { name: 'state=', params: { state: '' }, leftOut: { state: undefined } },
  { name: 'scope=', params: { scope: '' }, leftOut: { scope: undefined } },
]

conformance('AC-16', async ({ authorizer, target }) => {
  return judgeVariants(empty, async ({ params, leftOut }) =>
    judgeEmptyAsOmitted(
      await authorizer.run({ params }),
      () => authorizer.run({ params: leftOut }),
      target.config.client.redirectUri,
    ),
  )
})
