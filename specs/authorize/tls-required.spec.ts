import { conformance } from '../../fixtures/index.ts'
import {
  authorizationUrl,
  defaultAuthorizeParams,
} from '../../fixtures/browser/authorization-request.ts'
import { judgeVariants } from '../../fixtures/verdict/variants.ts'
import { judgeTlsRequired } from '../../fixtures/verdict/transport-security.ts'

conformance('AC-21', async ({ target, evidence }) => {
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

  return judgeVariants(endpoints, (endpoint) => judgeTlsRequired(endpoint, evidence))
})
