import { conformance } from '../../fixtures/index.ts'
import { pause } from '../../fixtures/token-client/deliberate-wait.ts'
import { expiryMarginSeconds, judgeExpired } from '../../fixtures/verdict/code-expiry.ts'
import { skipped } from '../../fixtures/verdict/findings.ts'

conformance('AC-37', async ({ authorizer, tokenEndpoint, target }) => {
  const { codeLifetimeSeconds } = target.config
  if (!codeLifetimeSeconds) {
    return skipped('needs codeLifetimeSeconds: how long the target keeps a code redeemable')
  }
  const { code } = await authorizer.grant()

  await pause(codeLifetimeSeconds + expiryMarginSeconds)
  const late = await tokenEndpoint.redeem(code)

  return judgeExpired(late, codeLifetimeSeconds)
})
