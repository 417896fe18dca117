import { conformance } from '../../fixtures/index.ts'
import { plantedCode } from '../../fixtures/browser/redirect-uri-variants.ts'
import { estimateEntropy, judgeEntropy, minimumSample } from '../../fixtures/verdict/entropy.ts'

// Every code the session has seen counts (but one the harness planted itself); the check
// obtains the rest of a minimum sample.
conformance('AC-03', async ({ authorizer, session }) => {
  const issued = () => session.codes.filter((code) => code !== plantedCode)
  while (issued().length < minimumSample) await authorizer.grant()

  return judgeEntropy(estimateEntropy(issued()), 'authorization codes')
})
