import { conformance } from '../../fixtures/index.ts'
import { randomState } from '../../fixtures/browser/authorization-request.ts'
import {
  errorPageOnly,
  judgeAuthorizationRefusal,
} from '../../fixtures/verdict/authorization-refusal.ts'
import { judgeVariants } from '../../fixtures/verdict/variants.ts'

const clientIds = [
  { name: 'client_id missing', clientId: undefined },
  { name: 'unknown client_id', clientId: `unknown-${randomState()}` },
]

conformance('AC-07', async ({ authorizer }) => {
  return judgeVariants(clientIds, async ({ clientId }) =>
    judgeAuthorizationRefusal(
      await authorizer.run({ params: { client_id: clientId } }),
      errorPageOnly,
    ),
  )
})
