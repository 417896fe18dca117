import { conformance } from '../../fixtures/index.ts'
import { randomState } from '../../fixtures/browser/authorization-request.ts'
import {
  errorPageOnly,
  judgeAuthorizationRefusal,
} from '../../fixtures/verdict/authorization-refusal.ts'
import { judgeProbes, runProbes } from '../../fixtures/verdict/probes.ts'

const clientIds = [
  { name: 'client_id missing', clientId: undefined },
  { name: 'unknown client_id', clientId: `unknown-${randomState()}` },
]

conformance('AC-07', async ({ authorizer }) => {
  const probes = await runProbes(clientIds, async ({ clientId }) =>
    judgeAuthorizationRefusal(
      await authorizer.run({ params: { client_id: clientId } }),
      errorPageOnly,
    ),
  )

  return judgeProbes(probes)
})
