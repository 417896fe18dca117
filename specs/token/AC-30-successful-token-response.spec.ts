import { conformance, judgeSuccessBody, redemptionAndReuse } from '../../fixtures/index.ts'

conformance('AC-30', async (fixtures) => {
  const { first } = await redemptionAndReuse(fixtures)

  return judgeSuccessBody(first)
})
