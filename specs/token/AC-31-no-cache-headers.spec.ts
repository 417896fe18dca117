import {
  conformance,
  judgeNoStore,
  judgeVariants,
  observed,
  redemptionAndReuse,
} from '../../fixtures/index.ts'

conformance('AC-31', async (fixtures) => {
  const { first, second } = await redemptionAndReuse(fixtures)
  const answers = [
    { name: 'the redemption', answer: () => first },
    { name: 'its reuse', answer: () => observed(second) },
  ]

  return judgeVariants(answers, ({ answer }) => judgeNoStore(answer()))
})
