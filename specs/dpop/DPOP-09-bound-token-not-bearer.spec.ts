import {
  boundTokenAsBearerRefused,
  conformance,
  judgeRefusal,
  notConfigured,
  presentAsBearer,
  requireDpopBound,
  requireToken,
  whenDpop,
} from '../../fixtures/index.ts'

// A DPoP-bound access token at resourceUrl as a bearer token, with no proof.
conformance(
  'DPOP-09',
  whenDpop(async (fixtures) => {
    const { resourceUrl } = fixtures.target.config
    if (!resourceUrl) return notConfigured('"resourceUrl" is not set: no resource to present to')
    const { code } = await fixtures.authorizer.grant()
    const redemption = await fixtures.tokenEndpoint.redeem(code)
    const token = requireToken(redemption, 'the redemption')
    requireDpopBound(redemption)

    return judgeRefusal(
      await presentAsBearer(fixtures, resourceUrl, token),
      boundTokenAsBearerRefused,
    )
  }),
)
