import { conformance, judgeProofAges, whenDpop } from '../../fixtures/index.ts'

// Each variant redeems a fresh code with a proof whose iat is an hour off; where the server
// uses nonces and took such a proof with its nonce, a proof with a nonce it never issued.
conformance(
  'DPOP-03',
  whenDpop((fixtures) =>
    judgeProofAges(fixtures, [
      { name: 'iat an hour ago', proof: 'iat past' },
      { name: 'iat an hour ahead', proof: 'iat ahead' },
    ]),
  ),
)
