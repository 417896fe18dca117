import { conformance, judgeRefusal, twoAuthenticationMethods } from '../../fixtures/index.ts'

conformance('AC-50', async ({ authorizer, tokenEndpoint, target }) => {
  const { code } = await authorizer.grant()

  const response = await tokenEndpoint.redeem(code, {
    clientAuth: 'basic',
    params: { client_secret: target.config.client.clientSecret },
  })

  return judgeRefusal(response, twoAuthenticationMethods)
})
