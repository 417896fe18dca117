import {
  conformance,
  judgeNoCodeFor,
  preconditionFailed,
  pushRequest,
  requirePushed,
  waitSince,
  whenPushing,
} from '../../fixtures/index.ts'

// Pushed, left past its expires_in (plus a margin for clocks), then presented. The server names
// the wait: one longer than the target file allows is not waited for.
conformance(
  'PAR-06',
  whenPushing(async (fixtures, profile) => {
    const pushedAt = Date.now()
    const pushed = await pushRequest(fixtures, profile)
    const requestUri = requirePushed(pushed)
    const { expiresIn } = pushed
    if (typeof expiresIn !== 'number' || expiresIn <= 0) {
      throw preconditionFailed(`expires_in ${JSON.stringify(expiresIn)} is no lifetime to wait out`)
    }
    const { parExpiryWaitMaxSeconds: longest, client } = fixtures.target.config
    if (expiresIn > longest) {
      throw preconditionFailed(
        `expires_in ${expiresIn} s is longer than this run waits out (parExpiryWaitMaxSeconds ${longest}); raise it to judge PAR-06`,
      )
    }
    const clientId = client.clientId

    await waitSince(fixtures.context, pushedAt, expiresIn + 2)
    const flow = await fixtures.authorizer.run({ pushedBefore: { requestUri, clientId } })

    return judgeNoCodeFor(flow, `the request_uri ${expiresIn} s + 2 s after it was pushed`)
  }),
)
