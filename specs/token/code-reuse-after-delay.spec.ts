import { conformance } from '../../fixtures/index.ts'
import { pause } from '../../fixtures/token-client/deliberate-wait.ts'
import { labelled } from '../../fixtures/verdict/labelled.ts'
import { requireToken } from '../../fixtures/verdict/preconditions.ts'
import { invalidGrant, judgeRefusal } from '../../fixtures/verdict/refusal.ts'

conformance('AC-34', async ({ authorizer, tokenEndpoint, target }) => {
  const { reuseDelaySeconds } = target.config
  const { code } = await authorizer.grant()

  requireToken(await tokenEndpoint.redeem(code), 'the first redemption')
  await pause(reuseDelaySeconds)
  const later = await tokenEndpoint.redeem(code)

  return labelled(`${reuseDelaySeconds} s later`, judgeRefusal(later, invalidGrant))
})
