import {
  conformance,
  judgeAuthorizationRefusal,
  judgeVariants,
  repeatedParameter,
} from '../../fixtures/index.ts'

conformance('AC-14', async ({ authorizer, target }) => {
  const { scope, client } = target.config
  const repeats = [
    { name: 'scope twice', params: { scope: [scope, scope] } },
    {
      name: 'redirect_uri twice',
      params: { redirect_uri: [client.redirectUri, client.redirectUri] },
    },
  ]

  return judgeVariants(repeats, async ({ params }) =>
    judgeAuthorizationRefusal(await authorizer.run({ params }), repeatedParameter),
  )
})
