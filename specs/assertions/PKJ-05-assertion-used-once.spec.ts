import {
  clientAssertion,
  conformance,
  judgeAssertionReplay,
  jwtBearerAssertionType,
  unknownCode,
  whenAssertions,
} from '../../fixtures/index.ts'

// One assertion, presented twice with unknown codes: the first authenticates the client (the
// code is what is refused), the second must not.
conformance(
  'PKJ-05',
  whenAssertions(async ({ tokenEndpoint, target }, profile) => {
    const assertion = await clientAssertion(target.config.client, profile.issuer)
    const params = { client_assertion_type: jwtBearerAssertionType, client_assertion: assertion }
    const present = () => tokenEndpoint.redeem(unknownCode(), { clientAuth: 'none', params })

    const first = await present()
    const second = await present()

    return judgeAssertionReplay(first, second)
  }),
)
