import { conformance, invalidClient, judgeRefusal, whenAssertions } from '../../fixtures/index.ts'

// exp a minute in the past: beyond the clock skew servers allow.
conformance(
  'PKJ-03',
  whenAssertions(async ({ authorizer, tokenEndpoint }) => {
    const { code } = await authorizer.grant()
    const now = Math.floor(Date.now() / 1000)
    const claims = { iat: now - 120, exp: now - 60 }

    return judgeRefusal(await tokenEndpoint.redeem(code, { assertion: { claims } }), invalidClient)
  }),
)
