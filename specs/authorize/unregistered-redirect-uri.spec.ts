import { conformance } from '../../fixtures/index.ts'
import { unregisteredRedirectUris } from '../../fixtures/browser/redirect-uri-variants.ts'
import {
  errorPageOnly,
  judgeAuthorizationRefusal,
} from '../../fixtures/verdict/authorization-refusal.ts'
import { judgeProbes, runProbes } from '../../fixtures/verdict/probes.ts'

// A redirect to any of the variants, or to the registered URI, is caught.
conformance('AC-04', async ({ authorizer, target }) => {
  const variants = unregisteredRedirectUris(target.config.client.redirectUri)
  const watch = variants.map((variant) => variant.uri)

  const probes = await runProbes(variants, async ({ uri }) =>
    judgeAuthorizationRefusal(
      await authorizer.run({ params: { redirect_uri: uri }, watch }),
      errorPageOnly,
    ),
  )

  return judgeProbes(probes)
})
