import { conformance, judgeSignedRequest, whenJar } from '../../fixtures/index.ts'

// The conforming request as a signed request object, pushed; then the authorization request
// that carries its request_uri, whose redirect must bring the object's own state back.
conformance(
  'JAR-01',
  whenJar(async ({ authorizer }) => {
    const flow = await authorizer.run({ requestObject: {} })

    const state = flow.sent.state
    return judgeSignedRequest(flow.pushed, flow, typeof state === 'string' ? state : undefined)
  }),
)
