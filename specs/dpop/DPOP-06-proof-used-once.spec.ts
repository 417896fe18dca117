import { conformance, judgeProofReplay, proofReplay, whenDpop } from '../../fixtures/index.ts'

// One correct proof on two redemptions: the second must be refused.
conformance(
  'DPOP-06',
  whenDpop(async (fixtures, profile) => {
    const { first, second } = await proofReplay(fixtures)

    return judgeProofReplay(first, second, profile.fapi2)
  }),
)
