import {
  conformance,
  invalidGrant,
  judgeRefusal,
  requireToken,
  signedResponseMode,
  whenJarm,
} from '../../fixtures/index.ts'

// A code from a signed response, redeemed (the control: a token), then redeemed again.
// Expected: the second redemption refused with invalid_grant.
conformance(
  'JARM-06',
  whenJarm(async ({ authorizer, tokenEndpoint }) => {
    const { code } = await authorizer.grant({ params: signedResponseMode, freshSession: true })
    requireToken(await tokenEndpoint.redeem(code), 'the first redemption')
    return judgeRefusal(await tokenEndpoint.redeem(code), invalidGrant)
  }),
)
