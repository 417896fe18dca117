import {
  conformance,
  judgeAudienceRefusals,
  unknownClient,
  unknownCode,
  whenAssertions,
  type AssertionShape,
} from '../../fixtures/index.ts'

// Each variant presents an assertion whose aud names another audience, with an unknown code;
// under FAPI 2.0 only the issuer as a string is accepted (§5.3.2.1). A correct assertion and
// one for a client the server does not know, with unknown codes too, are the controls.
conformance(
  'PKJ-02',
  whenAssertions(async ({ tokenEndpoint, target }, profile) => {
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
    const present = (assertion?: AssertionShape) =>
      tokenEndpoint.redeem(unknownCode(), assertion ? { assertion } : {})

    const correct = await present()
    const client = unknownClient(target.config.client)
    const unknown = await tokenEndpoint.redeem(unknownCode(), { client })
    const answers = []
    for (const { name, assertion } of variants) {
      answers.push({ name, exchange: await present(assertion) })
    }

    return judgeAudienceRefusals(correct, unknown, answers)
  }),
)
