import { conformance } from '../../fixtures/index.ts'
import { redemptionAndReuse } from '../../fixtures/token-client/reuse-scenario.ts'
import { observed } from '../../fixtures/token-client/settled.ts'
import { judgeNoStore } from '../../fixtures/verdict/token-response.ts'
import { judgeVariants } from '../../fixtures/verdict/variants.ts'

conformance('AC-31', async (fixtures) => {
  const { first, second } = await redemptionAndReuse(fixtures)
  const answers = [
    { name: 'the redemption', answer: () => first },
    { name: 'its reuse', answer: () => observed(second) },
  ]

  return judgeVariants(answers, ({ answer }) => judgeNoStore(answer()))
})
