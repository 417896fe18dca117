import {
  accessTokenSample,
  conformance,
  judgeTokenEntropy,
  minimumTokenSample,
} from '../../fixtures/index.ts'

conformance('AC-58', async (fixtures) => {
  const tokens = await accessTokenSample(fixtures, minimumTokenSample)

  return judgeTokenEntropy(tokens)
})
