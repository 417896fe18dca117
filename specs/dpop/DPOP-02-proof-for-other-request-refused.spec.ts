import { conformance, judgeBentProofs, whenDpop } from '../../fixtures/index.ts'

// Each variant redeems a fresh code with a proof made for another request.
conformance(
  'DPOP-02',
  whenDpop((fixtures) =>
    judgeBentProofs(fixtures, [
      { name: 'htm GET', proof: 'wrong htm' },
      { name: 'htu of another URL', proof: 'wrong htu' },
    ]),
  ),
)
