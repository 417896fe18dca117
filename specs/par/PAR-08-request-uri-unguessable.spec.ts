import {
  conformance,
  estimateEntropy,
  judgeEntropy,
  minimumSample,
  pushRequest,
  requirePushed,
  whenPushing,
} from '../../fixtures/index.ts'

// The conforming request pushed until a sample of request_uri values is in, whose random part
// is estimated as AC-03 estimates codes.
conformance(
  'PAR-08',
  whenPushing(async (fixtures, profile) => {
    const requestUris: string[] = []
    while (requestUris.length < minimumSample) {
      requestUris.push(requirePushed(await pushRequest(fixtures, profile)))
    }

    return judgeEntropy(estimateEntropy(requestUris), 'request_uri values')
  }),
)
