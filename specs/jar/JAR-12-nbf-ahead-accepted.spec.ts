import {
  conformance,
  judgeRequestObjectTaken,
  pushRequest,
  requireRequestObjectTaken,
  whenFapi2,
  whenJar,
} from '../../fixtures/index.ts'

// FAPI 2.0 §5.3.2.1 asks a server to accept a JWT whose iat or nbf is up to 10 s ahead of its
// clock: the object is signed as by a client whose clock is 8 s ahead, as it is pushed. The
// correct object is taken first, so that a server refusing every object is JAR-01's finding.
conformance(
  'JAR-12',
  whenFapi2((profiled) =>
    whenJar(async (fixtures, profile) => {
      const { client } = fixtures.target.config
      const params = { client_id: client.clientId, redirect_uri: client.redirectUri }
      requireRequestObjectTaken(
        await pushRequest(fixtures, profile, params, { client, requestObject: {} }),
      )
      const flow = await fixtures.authorizer.run({ requestObject: { clockAheadSeconds: 8 } })

      return judgeRequestObjectTaken(flow.pushed, flow)
    })(profiled),
  ),
)
