import {
  conformance,
  correctRedemptionAfter,
  judgeJsonAccepted,
  jsonBodyNotApplicable,
} from '../../fixtures/index.ts'

// Sent as JSON whatever encoding the run uses: the requirement is about the server. A target
// file that declares form encoding does not claim the service's interface: not applicable.
conformance('SVC-01', async ({ authorizer, tokenEndpoint, target }) => {
  const formDeclared = jsonBodyNotApplicable(target)
  if (formDeclared) return formDeclared
  const { code } = await authorizer.grant()

  const json = await tokenEndpoint.redeem(code, { encoding: 'json' })
  const form = await correctRedemptionAfter(tokenEndpoint, code, json, { encoding: 'form' })

  return judgeJsonAccepted(json, form)
})
