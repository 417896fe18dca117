import { conformance, correctRedemptionAfter, judgeJsonAccepted } from '../../fixtures/index.ts'

// Sent as JSON whatever tokenRequest.encoding says: the requirement is about the server.
conformance('SVC-01', async ({ authorizer, tokenEndpoint }) => {
  const { code } = await authorizer.grant()

  const json = await tokenEndpoint.redeem(code, { encoding: 'json' })
  const form = await correctRedemptionAfter(tokenEndpoint, code, json, { encoding: 'form' })

  return judgeJsonAccepted(json, form)
})
