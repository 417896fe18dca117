import {
  conformance,
  invalidGrant,
  judgeRefusal,
  named,
  waitSince,
  whenFapi2,
} from '../../fixtures/index.ts'

// A code of its own, redeemed 61 s after the browser brought it back (so after its issue).
conformance(
  'FAPI-01',
  whenFapi2(async ({ authorizer, tokenEndpoint, context }) => {
    const { code } = await authorizer.grant()
    const capturedAt = Date.now()

    const waited = await waitSince(context, capturedAt, 61)
    const late = await tokenEndpoint.redeem(code)

    return named(`redeemed ${waited} s after issue`, judgeRefusal(late, invalidGrant))
  }),
)
