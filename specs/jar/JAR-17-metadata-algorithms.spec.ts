import {
  conformance,
  judgeRequestObjectAlgorithms,
  sharedMetadata,
  whenFapi2,
  whenJar,
} from '../../fixtures/index.ts'

// FAPI 2.0 §5.4.1 with OpenID Connect Discovery §3: the algorithms the metadata lists for
// request objects are PS256, ES256 or EdDSA, nothing else.
conformance(
  'JAR-17',
  whenFapi2((profiled) =>
    whenJar(async (fixtures) => judgeRequestObjectAlgorithms(await sharedMetadata(fixtures)))(
      profiled,
    ),
  ),
)
