import { conformance, judgeBentRequestObjects, whenJar } from '../../fixtures/index.ts'

// aud another server's issuer: the object was meant for someone else.
conformance(
  'JAR-07',
  whenJar((fixtures, profile) =>
    judgeBentRequestObjects(fixtures, profile, [
      { name: 'aud another issuer', shape: { claims: { aud: 'https://other-issuer.invalid' } } },
    ]),
  ),
)
