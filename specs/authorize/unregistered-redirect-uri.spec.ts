import { conformance } from '../../fixtures/index.ts'
import { unregisteredRedirectUris } from '../../fixtures/browser/redirect-uri-variants.ts'
import { judgeRedirectUrisRefused } from '../../fixtures/verdict/authorization-redirect-uris.ts'

// A path below the registered URI, and another host.
conformance('AC-04', async ({ authorizer, target }) => {
  const variants = unregisteredRedirectUris(target.config.client.redirectUri)

  return judgeRedirectUrisRefused(authorizer, variants)
})
