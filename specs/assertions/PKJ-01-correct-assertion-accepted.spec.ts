import {
  assertionRefusedAtPar,
  conformance,
  grantOf,
  judgeAssertionAccepted,
  whenAssertions,
} from '../../fixtures/index.ts'

// iss = sub = client_id, aud the issuer as a string, a fresh jti, exp 60 s ahead: at the PAR
// endpoint where the request is pushed, then at the token endpoint.
conformance(
  'PKJ-01',
  whenAssertions(async ({ authorizer, tokenEndpoint }) => {
    const flow = await authorizer.run()
    const refusedAtPar = assertionRefusedAtPar(flow.pushed)
    if (refusedAtPar) return refusedAtPar
    const { code } = grantOf(flow)

    return judgeAssertionAccepted(await tokenEndpoint.redeem(code))
  }),
)
