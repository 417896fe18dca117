import {
  conformance,
  judgeRefusal,
  missingProofRefused,
  whenDpop,
  whenFapi2,
} from '../../fixtures/index.ts'

// Under the profile: a fresh code, pushed with neither dpop_jkt nor a proof (so that no
// binding of the code answers for the token endpoint), redeemed without a DPoP header.
conformance(
  'DPOP-08',
  whenDpop((fixtures) =>
    whenFapi2(async ({ authorizer, tokenEndpoint }) => {
      const { code } = await authorizer.grant({ unboundPush: true })
      const exchange = await tokenEndpoint.redeem(code, { proof: 'omitted' })

      return judgeRefusal(exchange, missingProofRefused)
    })(fixtures),
  ),
)
