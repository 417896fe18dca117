import { conformance } from '../../fixtures/index.ts'
import { nearMissRedirectUris } from '../../fixtures/browser/redirect-uri-variants.ts'
import { judgeRedirectUrisRefused } from '../../fixtures/verdict/authorization-redirect-uris.ts'

// Each near miss of the registered URI is an unregistered URI, refused as in AC-04.
conformance('AC-05', async ({ authorizer, target }) => {
  const variants = nearMissRedirectUris(target.config.client.redirectUri)

  return judgeRedirectUrisRefused(authorizer, variants)
})
