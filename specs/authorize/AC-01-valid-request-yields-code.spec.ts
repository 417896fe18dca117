import { conformance, judgeCodeIssued, judgeVariants, plainRequest } from '../../fixtures/index.ts'

// The plain request, whose outcome the checks that vary it share; with a second registered
// redirect URI, the code must go to the one each request names.
conformance('AC-01', async (fixtures) => {
  const { authorizer, target } = fixtures
  const { client, alternateRedirectUri } = target.config
  const redirectUris = [
    { name: 'redirect_uri', uri: client.redirectUri, run: () => plainRequest(fixtures) },
    ...(alternateRedirectUri
      ? [
          {
            name: 'alternateRedirectUri',
            uri: alternateRedirectUri,
            run: () => authorizer.run({ params: { redirect_uri: alternateRedirectUri } }),
          },
        ]
      : []),
  ]

  return judgeVariants(redirectUris, async ({ uri, run }) => judgeCodeIssued(await run(), uri))
})
