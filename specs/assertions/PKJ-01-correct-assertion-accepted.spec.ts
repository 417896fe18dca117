import { conformance, judgeAssertionAccepted, whenAssertions } from '../../fixtures/index.ts'

// iss = sub = client_id, aud the issuer as a string, a fresh jti, exp 60 s ahead.
conformance(
  'PKJ-01',
  whenAssertions(async ({ authorizer, tokenEndpoint }) => {
    const { code } = await authorizer.grant()

    return judgeAssertionAccepted(await tokenEndpoint.redeem(code))
  }),
)
