import {
  conformance,
  judgeRefusal,
  pushRequest,
  requestUriInBody,
  requirePushed,
  whenPushing,
} from '../../fixtures/index.ts'

// A pushed request that names a request_uri of its own (one the server issued).
conformance(
  'PAR-07',
  whenPushing(async (fixtures, profile) => {
    const requestUri = requirePushed(await pushRequest(fixtures, profile))

    const pushed = await pushRequest(fixtures, profile, { request_uri: requestUri })

    return judgeRefusal(pushed.exchange, requestUriInBody)
  }),
)
