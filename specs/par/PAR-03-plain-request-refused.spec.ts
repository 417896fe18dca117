import { conformance, judgeNoCodeFor, whenPushRequired } from '../../fixtures/index.ts'

// The conforming request, complete and valid, in the browser's address instead of pushed.
conformance(
  'PAR-03',
  whenPushRequired(async ({ authorizer }) => {
    const flow = await authorizer.run({ channel: 'front' })

    return judgeNoCodeFor(flow, 'a plain (not pushed) authorization request')
  }),
)
