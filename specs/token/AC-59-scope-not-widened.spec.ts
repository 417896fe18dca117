import {
  conformance,
  judgeScopeWidening,
  notConfigured,
  redeemWidened,
  scopeWidening,
} from '../../fixtures/index.ts'

// The user approves the first value of the configured scope; the token request asks for all.
conformance('AC-59', async (fixtures) => {
  const widening = scopeWidening(fixtures.target.config.scope)
  if (!widening) {
    return notConfigured(
      '"scope" needs two or more values: the user approves one, the token request asks for all',
    )
  }

  const redemption = await redeemWidened(fixtures, widening)

  return judgeScopeWidening(redemption, widening)
})
