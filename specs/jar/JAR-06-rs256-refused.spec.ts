import {
  conformance,
  judgeBentRequestObjects,
  notApplicable,
  signsWithRsa,
  whenFapi2,
  whenJar,
} from '../../fixtures/index.ts'

// FAPI 2.0 §5.4.1 allows PS256, ES256 and EdDSA: a client with an RSA key signs its request
// object RS256 instead, with that same key.
conformance(
  'JAR-06',
  whenFapi2((profiled) =>
    whenJar(async (fixtures, profile) => {
      const { client, secondClient } = fixtures.target.config
      const rsa = [client, secondClient].find((each) => each !== undefined && signsWithRsa(each))
      if (!rsa) {
        return notApplicable(
          'neither client nor secondClient signs with an RSA key: none can sign RS256',
        )
      }
      return judgeBentRequestObjects(
        fixtures,
        profile,
        [{ name: 'RS256', shape: { alg: 'RS256' } }],
        rsa,
      )
    })(profiled),
  ),
)
