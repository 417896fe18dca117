import { conformance, judgeCodeIssued, judgeVariants } from '../../fixtures/index.ts'

// With a second registered redirect URI, the code must go to the one each request names.
conformance('AC-01', async ({ authorizer, target }) => {
  const { client, alternateRedirectUri } = target.config
  const redirectUris = [
    { name: 'redirect_uri', uri: client.redirectUri },
    ...(alternateRedirectUri ? [{ name: 'alternateRedirectUri', uri: alternateRedirectUri }] : []),
  ]

  return judgeVariants(redirectUris, async ({ uri }) =>
    judgeCodeIssued(await authorizer.run({ params: { redirect_uri: uri } }), uri),
  )
})
