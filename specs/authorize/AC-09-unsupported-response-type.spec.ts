import {
  conformance,
  implicitGrantRefusal,
  judgeAuthorizationRefusal,
  judgeVariants,
  unsupportedResponseType,
} from '../../fixtures/index.ts'

// The service supports only code (its interface document, §4.1). The implicit grant's token, or
// its error, comes back in the fragment, which the harness sees too.
const responseTypes = [
  { name: 'response_type=token', value: 'token', refusal: implicitGrantRefusal },
  { name: 'response_type=unknown', value: 'conformance-unknown', refusal: unsupportedResponseType },
]

conformance('AC-09', async ({ authorizer }) =>
  judgeVariants(responseTypes, async ({ value, refusal }) =>
    judgeAuthorizationRefusal(await authorizer.run({ params: { response_type: value } }), refusal),
  ),
)
