import { citations } from '../../fixtures/catalogue/citations.ts'
import { conformance } from '../../fixtures/index.ts'
import {
  judgeAuthorizationRefusal,
  type AuthorizationRefusal,
} from '../../fixtures/verdict/authorization-refusal.ts'
import { judgeProbes, runProbes } from '../../fixtures/verdict/probes.ts'

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
  cites: citations.unsupportedResponseType,
}

conformance('AC-09', async ({ authorizer }) => {
  const probes = await runProbes(responseTypes, async ({ value }) =>
    judgeAuthorizationRefusal(
      await authorizer.run({ params: { response_type: value } }),
      unsupportedResponseType,
    ),
  )

  return judgeProbes(probes)
})
