import { conformance } from '../../fixtures/index.ts'
import { longState } from '../../fixtures/browser/authorization-request.ts'
import { judgeStateEchoed } from '../../fixtures/verdict/authorization-response.ts'
import { judgeVariants } from '../../fixtures/verdict/variants.ts'

const decisions = [
  { name: 'on approval', decision: 'approve' },
  { name: 'on denial', decision: 'deny' },
] as const

conformance('AC-02', async ({ authorizer }) => {
  const state = longState()

  return judgeVariants(decisions, async ({ decision }) =>
    judgeStateEchoed(await authorizer.run({ params: { state }, decision }), state),
  )
})
