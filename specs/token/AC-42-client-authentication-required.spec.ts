import {
  conformance,
  judgeRefusal,
  judgeVariants,
  noClientAuthentication,
} from '../../fixtures/index.ts'

const omissions = [
  { name: 'client_id without client_secret', params: { client_secret: undefined } },
  {
    name: 'neither client_id nor client_secret',
    params: { client_id: undefined, client_secret: undefined },
  },
]

conformance('AC-42', async ({ authorizer, tokenEndpoint }) =>
  judgeVariants(omissions, async ({ params }) => {
    const { code } = await authorizer.grant()
    const response = await tokenEndpoint.redeem(code, { clientAuth: 'body', params })
    return judgeRefusal(response, noClientAuthentication)
  }),
)
