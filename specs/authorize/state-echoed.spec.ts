import { conformance } from '../../fixtures/index.ts'
import { longState } from '../../fixtures/browser/authorization-request.ts'
import { judgeStateEchoed } from '../../fixtures/verdict/authorization-response.ts'
import { worst } from '../../fixtures/verdict/findings.ts'

conformance('AC-02', async ({ authorizer }) => {
  const state = longState()
  const approved = await authorizer.run({ params: { state } })
  const denied = await authorizer.run({ params: { state }, decision: 'deny' })

  return worst(
    judgeStateEchoed(approved, state, 'on approval'),
    judgeStateEchoed(denied, state, 'on denial'),
  )
})
