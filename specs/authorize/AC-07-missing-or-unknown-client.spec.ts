import {
  conformance,
  errorPageOnly,
  judgeAuthorizationRefusal,
  judgeVariants,
  randomState,
} from '../../fixtures/index.ts'

const clientIds = [
  { name: 'client_id missing', clientId: undefined },
  { name: 'unknown client_id', clientId: `unknown-${randomState()}` },
]

conformance('AC-07', async ({ authorizer }) => {
  return judgeVariants(clientIds, async ({ clientId }) =>
    judgeAuthorizationRefusal(
      await authorizer.run({ params: { client_id: clientId }, pictured: ['end'] }),
      errorPageOnly,
    ),
  )
})
