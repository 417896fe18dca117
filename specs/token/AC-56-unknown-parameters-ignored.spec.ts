import { conformance, judgeTokenIssued } from '../../fixtures/index.ts'

conformance('AC-56', async ({ authorizer, tokenEndpoint }) => {
  const { code } = await authorizer.grant()

  const response = await tokenEndpoint.redeem(code, { params: { hello: 'world' } })

  return judgeTokenIssued(response)
})
