import { conformance, judgeBentRequestObjects, whenJar } from '../../fixtures/index.ts'

// Signed by the client's key, then a claim changed: the signature no longer covers the claims.
conformance(
  'JAR-04',
  whenJar((fixtures, profile) =>
    judgeBentRequestObjects(fixtures, profile, [
      { name: 'signature broken', shape: { signing: 'signature broken' } },
    ]),
  ),
)
