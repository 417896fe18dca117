import {
  conformance,
  invalidClient,
  judgeRefusal,
  judgeVariants,
  whenAssertions,
  type AssertionShape,
} from '../../fixtures/index.ts'

// Each variant redeems a fresh code with an assertion whose aud names another audience; under
// FAPI 2.0 only the issuer as a string is accepted (§5.3.2.1).
conformance(
  'PKJ-02',
  whenAssertions(async ({ authorizer, tokenEndpoint, target }, profile) => {
    const variants: { name: string; assertion: AssertionShape }[] = [
      {
        name: "another server's issuer",
        assertion: { claims: { aud: 'https://other-as.example' } },
      },
      ...(profile.fapi2
        ? [
            { name: 'the token endpoint URL', assertion: { claims: { aud: target.tokenUrl } } },
            { name: 'the issuer in an array', assertion: { claims: { aud: [profile.issuer] } } },
          ]
        : []),
    ]

    return judgeVariants(variants, async ({ assertion }) => {
      const { code } = await authorizer.grant()
      return judgeRefusal(await tokenEndpoint.redeem(code, { assertion }), invalidClient)
    })
  }),
)
