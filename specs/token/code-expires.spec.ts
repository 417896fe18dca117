import { conformance } from '../../fixtures/index.ts'
import { agedCode } from '../../fixtures/token-client/aged-code.ts'
import { waitSince } from '../../fixtures/token-client/deliberate-wait.ts'
import { expiryMarginSeconds, judgeExpired } from '../../fixtures/verdict/code-expiry.ts'
import { notConfigured } from '../../fixtures/verdict/findings.ts'

conformance('AC-37', async (fixtures) => {
  const { codeLifetimeSeconds } = fixtures.target.config
  if (!codeLifetimeSeconds) {
    return notConfigured('needs codeLifetimeSeconds: how long the target keeps a code redeemable')
  }
  const { code, capturedAt } = await agedCode(fixtures)

  await waitSince(capturedAt, codeLifetimeSeconds + expiryMarginSeconds)
  const late = await fixtures.tokenEndpoint.redeem(code)

  return judgeExpired(late, codeLifetimeSeconds)
})
