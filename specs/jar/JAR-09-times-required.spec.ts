import { conformance, judgeBentRequestObjects, whenMessageSigning } from '../../fixtures/index.ts'

// FAPI 2.0 Message Signing: a request object carries exp and nbf. The correct object first,
// then one without exp, and one without nbf: each refused.
conformance(
  'JAR-09',
  whenMessageSigning((fixtures, profile) =>
    judgeBentRequestObjects(fixtures, profile, [
      { name: 'no exp', shape: { claims: { exp: undefined } } },
      { name: 'no nbf', shape: { claims: { nbf: undefined } } },
    ]),
  ),
)
