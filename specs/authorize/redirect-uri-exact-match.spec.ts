import { conformance } from '../../fixtures/index.ts'
import { nearMissRedirectUris } from '../../fixtures/browser/redirect-uri-variants.ts'
import {
  errorPageOnly,
  judgeAuthorizationRefusal,
} from '../../fixtures/verdict/authorization-refusal.ts'
import { judgeProbes, runProbes } from '../../fixtures/verdict/probes.ts'

// Each near miss is an unregistered URI (AC-04): an error page, no redirect to any of them.
conformance('AC-05', async ({ authorizer, target }) => {
  const variants = nearMissRedirectUris(target.config.client.redirectUri)
  const watch = variants.map((variant) => variant.uri)

  const probes = await runProbes(variants, async ({ uri }) =>
    judgeAuthorizationRefusal(
      await authorizer.run({ params: { redirect_uri: uri }, watch }),
      errorPageOnly,
    ),
  )

  return judgeProbes(probes)
})
