import { conformance, judgeBentRequestObjects, whenJar } from '../../fixtures/index.ts'

// exp five minutes past (nbf and iat before it): far beyond any clock skew.
conformance(
  'JAR-10',
  whenJar((fixtures, profile) => {
    const now = Math.floor(Date.now() / 1000)
    const claims = { iat: now - 600, nbf: now - 600, exp: now - 300 }
    return judgeBentRequestObjects(fixtures, profile, [
      { name: 'exp 5 min past', shape: { claims } },
    ])
  }),
)
