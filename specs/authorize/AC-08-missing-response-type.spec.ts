import {
  citations,
  conformance,
  judgeAuthorizationRefusal,
  type AuthorizationRefusal,
} from '../../fixtures/index.ts'

// RFC 6749 §4.1.2.1; the OIDF suite accepts either error code, or an error page.
const missingResponseType: AuthorizationRefusal = {
  redirectErrors: ['invalid_request', 'unsupported_response_type'],
  errorPage: true,
  cites: citations.authorizationInvalidRequest,
}

conformance('AC-08', async ({ authorizer }) => {
  const result = await authorizer.run({ params: { response_type: undefined } })

  return judgeAuthorizationRefusal(result, missingResponseType)
})
