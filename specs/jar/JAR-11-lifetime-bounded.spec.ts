import { conformance, judgeBentRequestObjects, whenMessageSigning } from '../../fixtures/index.ts'

// FAPI 2.0 Message Signing: exp no more than 60 minutes after nbf, and nbf no more than 60
// minutes past. The correct object first, then exp 70 minutes ahead (nbf now), and nbf and iat
// 70 minutes past (exp 5 minutes ahead): each refused.
conformance(
  'JAR-11',
  whenMessageSigning((fixtures, profile) => {
    const now = Math.floor(Date.now() / 1000)
    const seventyMinutes = 70 * 60
    return judgeBentRequestObjects(fixtures, profile, [
      { name: 'exp 70 min after nbf', shape: { claims: { nbf: now, exp: now + seventyMinutes } } },
      {
        name: 'nbf 70 min past',
        shape: { claims: { iat: now - seventyMinutes, nbf: now - seventyMinutes, exp: now + 300 } },
      },
    ])
  }),
)
