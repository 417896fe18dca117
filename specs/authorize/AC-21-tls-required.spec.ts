import {
  askOverPlainHttp,
  authorizationUrl,
  conformance,
  defaultAuthorizeParams,
  judgeTlsRequired,
  judgeVariants,
} from '../../fixtures/index.ts'

conformance('AC-21', async (fixtures) => {
  const { target } = fixtures
  const endpoints = [
    {
      name: 'authorization endpoint',
      url: authorizationUrl(target.authorizationUrl, defaultAuthorizeParams(target)),
      request: { method: 'GET' as const },
    },
    {
      name: 'token endpoint',
      url: target.tokenUrl,
      request: {
        method: 'POST' as const,
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ grant_type: 'authorization_code' }),
      },
    },
  ]

  return judgeVariants(endpoints, async (endpoint) =>
    judgeTlsRequired(endpoint, await askOverPlainHttp(endpoint, fixtures)),
  )
})
