import {
  conformance,
  judgeNoCodeFor,
  preconditionFailed,
  pushRequest,
  requirePushed,
  waitSince,
  whenPushing,
} from '../../fixtures/index.ts'

// Pushed, left past its expires_in (plus a margin for clocks), then presented.
conformance(
  'PAR-06',
  whenPushing(async (fixtures, profile) => {
    const pushedAt = Date.now()
    const pushed = await pushRequest(fixtures, profile)
    const requestUri = requirePushed(pushed)
    const { expiresIn } = pushed
    if (typeof expiresIn !== 'number' || expiresIn <= 0 || expiresIn > 600) {
      throw preconditionFailed(`expires_in ${JSON.stringify(expiresIn)} is no lifetime to wait out`)
    }
    const clientId = fixtures.target.config.client.clientId

    await waitSince(fixtures.context, pushedAt, expiresIn + 2)
    const flow = await fixtures.authorizer.run({ pushedBefore: { requestUri, clientId } })

    return judgeNoCodeFor(flow, `the request_uri ${expiresIn} s + 2 s after it was pushed`)
  }),
)
