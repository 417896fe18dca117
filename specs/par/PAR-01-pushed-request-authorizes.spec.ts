import { conformance, judgePushedRequest, whenPushing } from '../../fixtures/index.ts'

// The conforming request, pushed: its answer, then the authorization request that carries it.
conformance(
  'PAR-01',
  whenPushing(async ({ authorizer }, profile) => {
    const flow = await authorizer.run()

    return judgePushedRequest(flow.pushed, flow, profile.fapi2)
  }),
)
