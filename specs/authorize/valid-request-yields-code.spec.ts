import { conformance } from '../../fixtures/index.ts'
import { judgeCodeIssued } from '../../fixtures/verdict/authorization-response.ts'
import { judgeVariants } from '../../fixtures/verdict/variants.ts'

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
