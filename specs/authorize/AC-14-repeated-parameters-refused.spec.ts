import {
  citations,
  conformance,
  judgeAuthorizationRefusal,
  judgeVariants,
  type AuthorizationRefusal,
} from '../../fixtures/index.ts'

// RFC 6749 §3.1 and §4.1.2.1; the repeated redirect_uri names a registered URI twice, so an
// error redirect to it is as acceptable as an error page.
const repeated: AuthorizationRefusal = {
  redirectErrors: ['invalid_request'],
  errorPage: true,
  cites: citations.authorizationInvalidRequest,
}

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
    judgeAuthorizationRefusal(await authorizer.run({ params }), repeated),
  )
})
