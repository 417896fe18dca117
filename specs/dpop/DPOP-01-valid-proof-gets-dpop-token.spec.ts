import { conformance, judgeDpopTokenType, whenDpop } from '../../fixtures/index.ts'

// A fresh code, redeemed with a correct proof of the harness's key.
conformance(
  'DPOP-01',
  whenDpop(async ({ authorizer, tokenEndpoint }) => {
    const { code } = await authorizer.grant()

    return judgeDpopTokenType(await tokenEndpoint.redeem(code))
  }),
)
