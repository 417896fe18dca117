import {
  conformance,
  estimateEntropy,
  judgeEntropy,
  minimumSample,
  plantedCode,
} from '../../fixtures/index.ts'

// Every code the session has seen counts (but one the harness planted itself); the check
// obtains the rest of a minimum sample.
conformance('AC-03', async ({ authorizer, session }) => {
  const issued = () => session.codes.filter((code) => code !== plantedCode)
  while (issued().length < minimumSample) await authorizer.grant()

  return judgeEntropy(estimateEntropy(issued()), 'authorization codes')
})
