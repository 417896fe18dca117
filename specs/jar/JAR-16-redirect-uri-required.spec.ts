import {
  conformance,
  judgeBentRequestObjects,
  requestObjectIncomplete,
  whenFapi2,
  whenJar,
} from '../../fixtures/index.ts'

// FAPI 2.0 §5.3.2.2 requires redirect_uri in a pushed request: the object leaves it out, so a
// server must not fall back on the one registered.
conformance(
  'JAR-16',
  whenFapi2((profiled) =>
    whenJar((fixtures, profile) =>
      judgeBentRequestObjects(fixtures, profile, [
        {
          name: 'no redirect_uri',
          shape: { claims: { redirect_uri: undefined } },
          refusal: requestObjectIncomplete,
        },
      ]),
    )(profiled),
  ),
)
