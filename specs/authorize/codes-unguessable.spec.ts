import { conformance } from '../../fixtures/index.ts'
import { estimateEntropy, judgeEntropy, minimumSample } from '../../fixtures/verdict/entropy.ts'

// Every code the session has seen counts; the check obtains the rest of a minimum sample.
conformance('AC-03', async ({ authorizer, session }) => {
  while (session.codes.length < minimumSample) await authorizer.grant()

  return judgeEntropy(estimateEntropy(session.codes), 'authorization codes')
})
