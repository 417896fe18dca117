import {
  conformance,
  invalidGrant,
  judgeRefusal,
  observed,
  redemptionAndReuse,
  requireToken,
} from '../../fixtures/index.ts'

conformance('AC-33', async (fixtures) => {
  const { first, second } = await redemptionAndReuse(fixtures)

  requireToken(first, 'the first redemption')
  return judgeRefusal(observed(second), invalidGrant)
})
