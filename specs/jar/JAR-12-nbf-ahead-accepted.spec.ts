import {
  conformance,
  judgeRequestObjectTaken,
  pushRequest,
  requireRequestObjectTaken,
  whenFapi2,
  whenJar,
} from '../../fixtures/index.ts'

// FAPI 2.0 §5.3.2.1 asks a server to accept a JWT whose nbf is up to 10 s ahead of its clock:
// the object's nbf is 8 s ahead of the harness's. The correct object is taken first, so that a
// server refusing every object is JAR-01's finding, not this one.
conformance(
  'JAR-12',
  whenFapi2((profiled) =>
    whenJar(async (fixtures, profile) => {
      const { client } = fixtures.target.config
      const params = { client_id: client.clientId, redirect_uri: client.redirectUri }
      requireRequestObjectTaken(
        await pushRequest(fixtures, profile, params, { client, requestObject: {} }),
      )
      const nbf = Math.floor(Date.now() / 1000) + 8
      const flow = await fixtures.authorizer.run({ requestObject: { claims: { nbf } } })

      return judgeRequestObjectTaken(flow.pushed, flow)
    })(profiled),
  ),
)
