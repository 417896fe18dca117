import {
  conformance,
  identityOf,
  judgeCertificateRefreshes,
  notApplicable,
  refreshByCertificate,
  refreshTokenOf,
  requireToken,
  whenMtls,
} from '../../fixtures/index.ts'

// RFC 6749 §6 under RFC 8705 §2: a refresh token of a code redeemed with the client's
// certificate, refreshed with it (the control, a token), then on a connection without a
// certificate, with one the client never registered, and with secondClient's (where
// configured): each refused.
conformance(
  'MTLS-09',
  whenMtls(async (fixtures) => {
    const { code } = await fixtures.authorizer.grant()
    const redemption = await fixtures.tokenEndpoint.redeem(code)
    requireToken(redemption, 'the redemption')
    const refreshToken = refreshTokenOf(redemption)
    if (refreshToken === undefined) return notApplicable('the redemption issued no refresh token')
    const { secondClient } = fixtures.target.config
    const other = secondClient && identityOf(secondClient)
    const answers = await refreshByCertificate(fixtures, refreshToken, other)

    return judgeCertificateRefreshes(answers)
  }),
)
