import {
  conformance,
  errorPageOnly,
  judgeAuthorizationRefusal,
  notConfigured,
} from '../../fixtures/index.ts'

// Only a client with several registered redirect URIs must name one (RFC 6749 §3.1.2.3).
conformance('AC-06', async ({ authorizer, target }) => {
  const { alternateRedirectUri } = target.config
  if (!alternateRedirectUri) {
    return notConfigured(
      'needs a client with two registered redirect URIs: set alternateRedirectUri',
    )
  }

  const result = await authorizer.run({
    params: { redirect_uri: undefined },
    watch: [alternateRedirectUri],
    pictured: ['end'],
  })

  return judgeAuthorizationRefusal(result, errorPageOnly)
})
