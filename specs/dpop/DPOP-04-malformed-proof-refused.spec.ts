import { conformance, judgeBentProofs, whenDpop } from '../../fixtures/index.ts'

// Each variant redeems a fresh code with a proof no server may take (RFC 9449 §4.3).
conformance(
  'DPOP-04',
  whenDpop((fixtures) =>
    judgeBentProofs(fixtures, [
      { name: 'alg none', proof: 'alg none' },
      { name: 'HS256', proof: 'HS256' },
      { name: 'a private key in jwk', proof: 'private jwk' },
      { name: 'typ JWT', proof: 'typ jwt' },
    ]),
  ),
)
