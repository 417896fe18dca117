import { conformance, judgeRequestObjectTaken, whenJar } from '../../fixtures/index.ts'

// aud an array holding the issuer and another audience, which FAPI 2.0 Message Signing allows.
conformance(
  'JAR-08',
  whenJar(async ({ authorizer }, { issuer }) => {
    const aud = [issuer, 'https://other-audience.invalid']
    const flow = await authorizer.run({ requestObject: { claims: { aud } } })

    return judgeRequestObjectTaken(flow.pushed, flow)
  }),
)
