import { conformance, invalidRequest, judgeRefusal, judgeVariants } from '../../fixtures/index.ts'

const repeated = ['code', 'redirect_uri'].map((parameter) => ({
  name: `${parameter} twice`,
  parameter,
}))

conformance('AC-55', async ({ authorizer, tokenEndpoint, target }) => {
  const { redirectUri } = target.config.client

  return judgeVariants(repeated, async ({ parameter }) => {
    const { code } = await authorizer.grant()
    const value = parameter === 'code' ? code : redirectUri
    // The same value twice: only the repetition itself is wrong.
    const response = await tokenEndpoint.redeem(code, { params: { [parameter]: [value, value] } })
    return judgeRefusal(response, invalidRequest)
  })
})
