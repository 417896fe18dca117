import { conformance, invalidGrant, judgeRefusal, unknownCode } from '../../fixtures/index.ts'

conformance('AC-48', async ({ tokenEndpoint }) => {
  const response = await tokenEndpoint.redeem(unknownCode())

  return judgeRefusal(response, invalidGrant)
})
