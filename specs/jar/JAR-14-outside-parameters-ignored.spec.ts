import {
  conformance,
  judgeOutsideParameters,
  pushRequest,
  randomState,
  requireRequestObjectTaken,
  whenJar,
} from '../../fixtures/index.ts'

// An attacker who learns a request_uri adds parameters beside it in the browser's address: a
// redirect_uri of theirs and a state of their own. Only the signed, pushed ones may be used.
conformance(
  'JAR-14',
  whenJar(async (fixtures, profile) => {
    const inner = randomState()
    const pushed = await pushRequest(fixtures, profile, { state: inner }, { requestObject: {} })
    const requestUri = requireRequestObjectTaken(pushed)
    const sent = { inner, outer: randomState(), attacker: 'https://attacker.invalid/cb' }
    const outside = { redirect_uri: sent.attacker, state: sent.outer }
    const clientId = fixtures.target.config.client.clientId

    const flow = await fixtures.authorizer.run({
      pushedBefore: { requestUri, clientId, outside },
      watch: [sent.attacker],
    })
    return judgeOutsideParameters(flow, sent)
  }),
)
