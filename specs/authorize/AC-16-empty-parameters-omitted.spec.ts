import { conformance, judgeCodeIssued, judgeVariants } from '../../fixtures/index.ts'

// Both may be left out of a valid request, so sent empty they must be as good as omitted.
const empty = [
  { name: 'state=', params: { state: '' } },
  { name: 'scope=', params: { scope: '' } },
]

conformance('AC-16', async ({ authorizer, target }) => {
  return judgeVariants(empty, async ({ params }) =>
    judgeCodeIssued(await authorizer.run({ params }), target.config.client.redirectUri),
  )
})
