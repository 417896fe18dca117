import { conformance, judgeBentRequestObjects, whenJar } from '../../fixtures/index.ts'

// RFC 9101 §4: a request object MUST NOT hold request or request_uri; each variant one of them.
conformance(
  'JAR-15',
  whenJar((fixtures, profile) =>
    judgeBentRequestObjects(fixtures, profile, [
      {
        name: 'request_uri inside',
        shape: { claims: { request_uri: 'urn:ietf:params:oauth:request_uri:made-up' } },
      },
      { name: 'request inside', shape: { claims: { request: 'e30.e30.' } } },
    ]),
  ),
)
