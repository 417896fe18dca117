import { conformance } from '../../fixtures/index.ts'
import { judgeAuthorizationRefusal } from '../../fixtures/verdict/authorization-refusal.ts'
import { judgeProbes, runProbes } from '../../fixtures/verdict/probes.ts'
import {
  implicitGrantRefusal,
  unsupportedResponseType,
} from '../../fixtures/verdict/response-type-refusal.ts'

// The service supports only code (its interface document, §4.1). The implicit grant's token, or
// its error, comes back in the fragment, which the harness sees too.
const responseTypes = [
  { name: 'response_type=token', value: 'token', refusal: implicitGrantRefusal },
  { name: 'response_type=unknown', value: 'conformance-unknown', refusal: unsupportedResponseType },
]

conformance('AC-09', async ({ authorizer }) => {
  const probes = await runProbes(responseTypes, async ({ value, refusal }) =>
    judgeAuthorizationRefusal(await authorizer.run({ params: { response_type: value } }), refusal),
  )

  return judgeProbes(probes)
})
