import {
  conformance,
  judgeRedirectUrisRefused,
  unregisteredRedirectUris,
} from '../../fixtures/index.ts'

// A path below the registered URI, and another host.
conformance('AC-04', async ({ authorizer, target }) => {
  const variants = unregisteredRedirectUris(target.config.client.redirectUri)

  return judgeRedirectUrisRefused(authorizer, variants)
})
