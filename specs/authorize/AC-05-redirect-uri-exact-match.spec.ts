import {
  conformance,
  judgeRedirectUrisRefused,
  nearMissRedirectUris,
} from '../../fixtures/index.ts'

// Each near miss of the registered URI is an unregistered URI, refused as in AC-04.
conformance('AC-05', async ({ authorizer, target }) => {
  const variants = nearMissRedirectUris(target.config.client.redirectUri)

  return judgeRedirectUrisRefused(authorizer, variants)
})
