import {
  assertionReplay,
  conformance,
  judgeAssertionReplay,
  whenAssertions,
} from '../../fixtures/index.ts'

// One assertion, presented twice with unknown codes: the first authenticates the client (the
// code is what is refused), the second must not.
conformance(
  'PKJ-05',
  whenAssertions(async (fixtures) => {
    const { first, second } = await assertionReplay(fixtures)

    return judgeAssertionReplay(first, second)
  }),
)
