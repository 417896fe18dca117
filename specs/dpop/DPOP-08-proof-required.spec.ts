import {
  conformance,
  judgeRefusal,
  missingProofRefused,
  whenDpop,
  whenFapi2,
} from '../../fixtures/index.ts'

// Under the profile: a fresh code, redeemed without a DPoP header.
conformance(
  'DPOP-08',
  whenDpop((fixtures) =>
    whenFapi2(async ({ authorizer, tokenEndpoint }) => {
      const { code } = await authorizer.grant()
      const exchange = await tokenEndpoint.redeem(code, { proof: 'omitted' })

      return judgeRefusal(exchange, missingProofRefused)
    })(fixtures),
  ),
)
