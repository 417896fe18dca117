import { conformance, judgeBentProofs, whenDpop } from '../../fixtures/index.ts'

// Each variant redeems a fresh code with a proof whose iat is an hour off.
conformance(
  'DPOP-03',
  whenDpop((fixtures) =>
    judgeBentProofs(fixtures, [
      { name: 'iat an hour ago', proof: 'iat past' },
      { name: 'iat an hour ahead', proof: 'iat ahead' },
    ]),
  ),
)
