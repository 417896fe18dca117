import {
  conformance,
  notApplicable,
  pass,
  pkceNotSupported,
  pkceSupport,
  requireToken,
  violated,
} from '../../fixtures/index.ts'

conformance('AC-60', async (fixtures) => {
  // S256 challenge at authorize, then the code redeemed with its verifier.
  const { advertised, accepted } = await pkceSupport(fixtures)
  if (accepted.holds) return pass(accepted.detail)
  if (!advertised.holds) return notApplicable(pkceNotSupported({ advertised, accepted }))

  // The same grant without PKCE must work, or the failure is not PKCE's.
  const { code } = await fixtures.authorizer.grant()
  requireToken(await fixtures.tokenEndpoint.redeem(code), 'a redemption without PKCE')

  return violated(`${advertised.detail}, but ${accepted.detail}`)
})
