import { conformance, judgeRequestObjectClock, whenFapi2, whenJar } from '../../fixtures/index.ts'

// FAPI 2.0 §5.3.2.1: a request object signed as by a client whose clock is 8 s ahead (iat,
// nbf, exp) is taken and brings a code; one signed as by a clock 70 s ahead is refused. The
// correct object is taken first, so that a server refusing every object is JAR-01's finding.
conformance(
  'JAR-12',
  whenFapi2((profiled) =>
    whenJar((fixtures, profile) => judgeRequestObjectClock(fixtures, profile))(profiled),
  ),
)
