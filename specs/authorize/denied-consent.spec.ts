import { conformance } from '../../fixtures/index.ts'
import { randomState } from '../../fixtures/browser/authorization-request.ts'
import { judgeDenied } from '../../fixtures/verdict/authorization-response.ts'

conformance('AC-10', async ({ authorizer }) => {
  const state = randomState()
  const result = await authorizer.run({ params: { state }, decision: 'deny' })

  return judgeDenied(result, state)
})
