import {
  conformance,
  judgeNoCodeFor,
  notConfigured,
  pushRequest,
  requirePushed,
  whenPushing,
} from '../../fixtures/index.ts'

// Client A pushes; the browser presents A's request_uri with client B's client_id.
conformance(
  'PAR-04',
  whenPushing(async (fixtures, profile) => {
    const { secondClient } = fixtures.target.config
    if (!secondClient) return notConfigured('needs secondClient: the client that presents it')
    const requestUri = requirePushed(await pushRequest(fixtures, profile))

    const flow = await fixtures.authorizer.run({
      pushedBefore: { requestUri, clientId: secondClient.clientId },
      watch: [secondClient.redirectUri],
    })

    return judgeNoCodeFor(flow, "client A's request_uri with client B's client_id")
  }),
)
