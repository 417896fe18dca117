import {
  conformance,
  errorPageOnly,
  isInsecureHttp,
  judgeAuthorizationRefusal,
  notConfigured,
} from '../../fixtures/index.ts'

// Black-box, only a registered http URI can be probed: an unregistered one is refused for
// that reason alone (AC-04). The configured redirect URIs count if they are such URIs.
conformance('AC-22', async ({ authorizer, target }) => {
  const { insecureRedirectUri, client, alternateRedirectUri } = target.config
  const uri = [insecureRedirectUri, client.redirectUri, alternateRedirectUri].find(
    (candidate) => candidate !== undefined && isInsecureHttp(candidate),
  )
  if (uri === undefined) {
    return notConfigured(
      'needs an http redirect URI on a non-loopback host registered for the client: set ' +
        'insecureRedirectUri if the server let you register one (if it refused, it conforms)',
    )
  }

  const result = await authorizer.run({ params: { redirect_uri: uri }, pictured: ['end'] })

  return judgeAuthorizationRefusal(result, errorPageOnly)
})
