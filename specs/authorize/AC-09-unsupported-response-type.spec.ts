import {
  conformance,
  judgeAuthorizationRefusal,
  judgeVariants,
  type AuthorizationRefusal,
} from '../../fixtures/index.ts'

// The service supports only code (its interface document, §4.1). The implicit grant's token
// comes back in the fragment, which the harness sees too.
const responseTypes = [
  { name: 'response_type=token', value: 'token' },
  { name: 'response_type=unknown', value: 'conformance-unknown' },
]

// RFC 6749 §4.1.2.1, or an error page.
const unsupportedResponseType: AuthorizationRefusal = {
  redirectErrors: ['unsupported_response_type'],
  errorPage: true,
}

conformance('AC-09', async ({ authorizer }) => {
  return judgeVariants(responseTypes, async ({ value }) =>
    judgeAuthorizationRefusal(
      await authorizer.run({ params: { response_type: value } }),
      unsupportedResponseType,
    ),
  )
})
