import {
  conformance,
  invalidGrant,
  judgeRefusal,
  named,
  requireToken,
  usedCode,
  waitSince,
} from '../../fixtures/index.ts'

conformance('AC-34', async (fixtures) => {
  const { code, first, redeemedAt } = await usedCode(fixtures)

  requireToken(first, 'the first redemption')
  const waited = await waitSince(
    fixtures.context,
    redeemedAt,
    fixtures.target.config.reuseDelaySeconds,
  )
  const later = await fixtures.tokenEndpoint.redeem(code)

  return named(`${waited} s later`, judgeRefusal(later, invalidGrant))
})
