import {
  boundCodeRefused,
  conformance,
  judgeRefusal,
  whenDpop,
  whenPushing,
} from '../../fixtures/index.ts'

// A code pushed with dpop_jkt of the harness's key A, redeemed with a correct proof of key B.
conformance(
  'DPOP-07',
  whenDpop((fixtures) =>
    whenPushing(async ({ authorizer, tokenEndpoint }) => {
      const { code } = await authorizer.grant()
      const exchange = await tokenEndpoint.redeem(code, { proof: 'second key' })

      return judgeRefusal(exchange, boundCodeRefused)
    })(fixtures),
  ),
)
