import { conformance, judgeSignedRequestFlow, whenJar } from '../../fixtures/index.ts'

// The conforming request as a signed request object, pushed; then the authorization request
// that carries its request_uri, whose redirect must bring the object's own state back, and
// where OpenID Connect is used, whose ID token the object's own nonce.
conformance('JAR-01', whenJar(judgeSignedRequestFlow))
