import { conformance } from '../../fixtures/index.ts'
import { judgeCodeIssued } from '../../fixtures/verdict/authorization-response.ts'
import { judgeProbes, runProbes } from '../../fixtures/verdict/probes.ts'

// With a second registered redirect URI, the code must go to the one each request names.
conformance('AC-01', async ({ authorizer, target }) => {
  const { client, alternateRedirectUri } = target.config
  const redirectUris = [
    { name: 'redirect_uri', uri: client.redirectUri },
    ...(alternateRedirectUri ? [{ name: 'alternateRedirectUri', uri: alternateRedirectUri }] : []),
  ]

  const probes = await runProbes(redirectUris, async ({ uri }) =>
    judgeCodeIssued(await authorizer.run({ params: { redirect_uri: uri } }), uri),
  )

  return judgeProbes(probes)
})
