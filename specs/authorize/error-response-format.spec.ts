import { conformance } from '../../fixtures/index.ts'
import { randomState } from '../../fixtures/browser/authorization-request.ts'
import { judgeErrorResponse } from '../../fixtures/verdict/authorization-error-format.ts'
import { judgeProbes, runProbes } from '../../fixtures/verdict/probes.ts'

// Two ways to get an error redirect from any server: a denial (AC-10 requires the redirect)
// and an unsupported response_type (where an error page is allowed, and then not judged here).
const errors = [
  { name: 'denied consent', options: { decision: 'deny' as const } },
  { name: 'unsupported response_type', options: { params: { response_type: 'unsupported' } } },
]

conformance('AC-12', async ({ authorizer }) => {
  const probes = await runProbes(errors, async ({ options }) => {
    const state = randomState()
    const result = await authorizer.run({ ...options, params: { ...options.params, state } })
    return judgeErrorResponse(result, state)
  })

  return judgeProbes(probes)
})
