import { conformance, judgeBentRequestObjects, whenJar } from '../../fixtures/index.ts'

// The conforming request object with alg none and no signature (RFC 8725 §3.1: never trusted).
conformance(
  'JAR-03',
  whenJar((fixtures, profile) =>
    judgeBentRequestObjects(fixtures, profile, [
      { name: 'alg none', shape: { signing: 'alg none' } },
    ]),
  ),
)
