import { conformance, correctRedemptionAfter, judgeFormAccepted } from '../../fixtures/index.ts'

conformance('AC-54', async ({ authorizer, tokenEndpoint }) => {
  const { code } = await authorizer.grant()

  const form = await tokenEndpoint.redeem(code, { encoding: 'form' })
  const json = await correctRedemptionAfter(tokenEndpoint, code, form, { encoding: 'json' })

  return judgeFormAccepted(form, json)
})
