import { conformance } from '../../fixtures/index.ts'
import { unknownCode } from '../../fixtures/token-client/fabricated.ts'
import { invalidGrant, judgeRefusal } from '../../fixtures/verdict/refusal.ts'

conformance('AC-48', async ({ tokenEndpoint }) => {
  const response = await tokenEndpoint.redeem(unknownCode())

  return judgeRefusal(response, invalidGrant)
})
