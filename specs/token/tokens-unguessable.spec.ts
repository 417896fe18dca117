import { conformance } from '../../fixtures/index.ts'
import { accessTokenSample } from '../../fixtures/token-client/token-sample.ts'
import { judgeTokenEntropy, minimumTokenSample } from '../../fixtures/verdict/token-entropy.ts'

conformance('AC-58', async (fixtures) => {
  const tokens = await accessTokenSample(fixtures, minimumTokenSample)

  return judgeTokenEntropy(tokens)
})
