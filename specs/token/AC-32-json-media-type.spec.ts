import {
  conformance,
  judgeJsonMediaType,
  judgeVariants,
  observed,
  redemptionAndReuse,
  unknownClient,
  unknownCode,
} from '../../fixtures/index.ts'

conformance('AC-32', async (fixtures) => {
  const { tokenEndpoint, target } = fixtures
  const { first, second } = await redemptionAndReuse(fixtures)
  const answers = [
    { name: 'the redemption', answer: () => Promise.resolve(first) },
    { name: 'its reuse', answer: () => Promise.resolve(observed(second)) },
    // Client authentication failures are often answered by other middleware than grant errors.
    {
      name: 'an unknown client',
      answer: () =>
        tokenEndpoint.redeem(unknownCode(), { client: unknownClient(target.config.client) }),
    },
  ]

  return judgeVariants(answers, async ({ answer }) => judgeJsonMediaType(await answer()))
})
