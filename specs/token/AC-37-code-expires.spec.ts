import {
  agedCode,
  conformance,
  expiryMarginSeconds,
  judgeExpired,
  notConfigured,
  waitSince,
} from '../../fixtures/index.ts'

conformance('AC-37', async (fixtures) => {
  const { codeLifetimeSeconds } = fixtures.target.config
  if (!codeLifetimeSeconds) {
    return notConfigured('needs codeLifetimeSeconds: how long the target keeps a code redeemable')
  }
  const { code, capturedAt } = await agedCode(fixtures)

  await waitSince(fixtures.context, capturedAt, codeLifetimeSeconds + expiryMarginSeconds)
  const late = await fixtures.tokenEndpoint.redeem(code)

  return judgeExpired(late, codeLifetimeSeconds)
})
