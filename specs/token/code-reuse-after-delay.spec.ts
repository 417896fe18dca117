import { conformance } from '../../fixtures/index.ts'
import { waitSince } from '../../fixtures/token-client/deliberate-wait.ts'
import { usedCode } from '../../fixtures/token-client/used-code.ts'
import { named } from '../../fixtures/verdict/variants.ts'
import { requireToken } from '../../fixtures/verdict/preconditions.ts'
import { invalidGrant, judgeRefusal } from '../../fixtures/verdict/refusal.ts'

conformance('AC-34', async (fixtures) => {
  const { code, first, redeemedAt } = await usedCode(fixtures)

  requireToken(first, 'the first redemption')
  const waited = await waitSince(redeemedAt, fixtures.target.config.reuseDelaySeconds)
  const later = await fixtures.tokenEndpoint.redeem(code)

  return named(`${waited} s later`, judgeRefusal(later, invalidGrant))
})
