import { conformance, judgeStateEchoed, judgeVariants, longState } from '../../fixtures/index.ts'

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
