import { conformance } from '../../fixtures/index.ts'
import { correctRedemptionAfter } from '../../fixtures/token-client/burn-probe.ts'
import { judgeFormAccepted } from '../../fixtures/verdict/encoding.ts'

conformance('AC-54', async ({ authorizer, tokenEndpoint }) => {
  const { code } = await authorizer.grant()

  const form = await tokenEndpoint.redeem(code, { encoding: 'form' })
  const json = await correctRedemptionAfter(tokenEndpoint, code, form, { encoding: 'json' })

  return judgeFormAccepted(form, json)
})
