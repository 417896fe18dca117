import { expect, test } from '@playwright/test'
import {
  judgeBentRequestObject,
  judgeOutsideParameters,
  judgeRequestObjectTaken,
  judgeSignedRequest,
  judgeSignedRequestNonce,
  requestObjectIncomplete,
  requireRequestObjectTaken,
} from '../../../fixtures/judges/request-object.ts'
import { judgeRequestObjectAlgorithms } from '../../../fixtures/judges/request-object-algorithms.ts'
import type { FlowResult } from '../../../fixtures/transport/browser/flow.ts'
import { refusedAtPar } from '../../../fixtures/transport/browser/pushed-request.ts'
import { pushed } from '../support/pushed-answer.ts'
import { redirected } from '../support/redirected.ts'
import { metadataLookup } from '../support/metadata-lookup.ts'

const requestUri = 'urn:ietf:params:oauth:request_uri:abc'
const taken = pushed(201, { request_uri: requestUri, expires_in: 60 })
const withCode = redirected('code=c0de&state=inner')
const errorPage = refusedAtPar(pushed(400, { error: 'invalid_request_object' }))
const observation = (finding: { observation: string }) => finding.observation
const reason = (finding: { observation: string; reason?: string }) =>
  finding.observation === 'skipped' ? finding.reason : finding.observation

test('JAR-01: taken at PAR, a code, and the state inside the object echoed', () => {
  expect(observation(judgeSignedRequest(taken, withCode, 'inner'))).toBe('pass')
  expect(observation(judgeSignedRequest(taken, withCode, 'other'))).toBe('violated')
  const noState = redirected('code=c0de')
  expect(observation(judgeSignedRequest(taken, noState, 'inner'))).toBe('violated')
  expect(observation(judgeSignedRequest(taken, errorPage, 'inner'))).toBe('violated')
  const refused = pushed(400, { error: 'invalid_request_object' })
  expect(observation(judgeSignedRequest(refused, errorPage, 'inner'))).toBe('violated')
  expect(observation(judgeSignedRequest(undefined, errorPage, 'inner'))).toBe('violated')
  // The client itself refused: PAR-01's finding, not the object's.
  const client = pushed(401, { error: 'invalid_client' })
  expect(reason(judgeSignedRequest(client, errorPage, 'inner'))).toBe('not-judged')
})

test('JAR-08: taken at PAR and a code, whatever the state', () => {
  expect(observation(judgeRequestObjectTaken(taken, withCode))).toBe('pass')
  const noState = redirected('code=c0de')
  expect(observation(judgeRequestObjectTaken(taken, noState))).toBe('pass')
  const refused = pushed(400, { error: 'invalid_request_object' })
  expect(observation(judgeRequestObjectTaken(refused, errorPage))).toBe('violated')
})

test('JAR-03 to JAR-15: refused at PAR, or taken there and refused at authorization', () => {
  const refusedObject = pushed(400, { error: 'invalid_request_object' })
  expect(observation(judgeBentRequestObject(refusedObject, undefined))).toBe('pass')
  const otherError = pushed(400, { error: 'invalid_request' })
  expect(observation(judgeBentRequestObject(otherError, undefined))).toBe('wrong-error')
  expect(observation(judgeBentRequestObject(taken, undefined))).toBe('violated')
  expect(observation(judgeBentRequestObject(taken, withCode))).toBe('violated')
  const errorRedirect = redirected('error=invalid_request_object&state=s')
  expect(observation(judgeBentRequestObject(taken, errorRedirect))).toBe('pass')
  expect(observation(judgeBentRequestObject(taken, errorPage))).toBe('pass')
  // JAR-16: a missing parameter may be reported as such.
  expect(observation(judgeBentRequestObject(otherError, undefined, requestObjectIncomplete))).toBe(
    'pass',
  )
  const serverError = refusedAtPar(pushed(500, {}))
  expect(reason(judgeBentRequestObject(taken, serverError))).toBe('not-judged')
})

test('the control: a correct request object refused leaves the check not judged', () => {
  expect(() => {
    requireRequestObjectTaken(taken)
  }).not.toThrow()
  expect(() => {
    requireRequestObjectTaken(pushed(400, { error: 'invalid_request_object' }))
  }).toThrow(/correct signed request object was refused/)
})

test('JAR-14: only the pushed redirect_uri and state are used, or the request is refused', () => {
  const sent = { inner: 'inner', outer: 'outer', attacker: 'https://attacker.invalid/cb' }
  const judged = (flow: FlowResult) => reason(judgeOutsideParameters(flow, sent))
  expect(judged(withCode)).toBe('pass')
  expect(judged(redirected('code=c0de'))).toBe('pass')
  expect(judged(redirected('code=c0de&state=outer'))).toBe('violated')
  expect(judged(redirected('code=c0de&state=third'))).toBe('violated')
  expect(judged(redirected('error=invalid_request&state=outer'))).toBe('pass')
  const attacker: FlowResult = {
    kind: 'redirected',
    url: new URL('https://attacker.invalid/cb?code=c0de'),
    hops: [],
    acted: [],
  }
  expect(judged(attacker)).toBe('violated')
  expect(judged(errorPage)).toBe('pass')
  expect(judged(refusedAtPar(pushed(502, {})))).toBe('not-judged')
})

test("JAR-01 with OpenID: the object's nonce in the ID token", () => {
  const idToken = (claims: object) =>
    `${Buffer.from('{"alg":"ES256"}').toString('base64url')}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.c2ln`
  const taken = judgeSignedRequest(pushed(201, { request_uri: requestUri }), withCode, 'inner')
  expect(reason(judgeSignedRequestNonce(taken, idToken({ nonce: 'n' }), 'n'))).toBe('pass')
  expect(reason(judgeSignedRequestNonce(taken, idToken({}), 'n'))).toBe('violated')
  expect(reason(judgeSignedRequestNonce(taken, idToken({ nonce: 'm' }), 'n'))).toBe('violated')
  expect(reason(judgeSignedRequestNonce(taken, undefined, 'n'))).toBe('not-judged')
  const refused = judgeSignedRequest(
    pushed(400, { error: 'invalid_request_object' }),
    errorPage,
    'inner',
  )
  expect(reason(judgeSignedRequestNonce(refused, idToken({ nonce: 'n' }), 'n'))).toBe('violated')
})

test('JAR-17: only PS256, ES256 and EdDSA listed for request objects; an omitted list says nothing', () => {
  const judged = (algs: unknown) =>
    judgeRequestObjectAlgorithms(
      metadataLookup({ request_object_signing_alg_values_supported: algs }),
    )
  expect(observation(judged(['PS256', 'ES256', 'EdDSA']))).toBe('pass')
  expect(observation(judged(['ES256']))).toBe('pass')
  const rs256 = judged(['PS256', 'RS256'])
  expect(observation(rs256)).toBe('violated')
  expect(rs256.detail).toContain('RS256 beyond')
  expect(observation(judged(['PS256', 'none']))).toBe('violated')
  expect(observation(judged([]))).toBe('violated')
  expect(observation(judged('PS256'))).toBe('violated')
  expect(judgeRequestObjectAlgorithms(metadataLookup({}))).toMatchObject({
    reason: 'not-applicable',
  })
  const required = judgeRequestObjectAlgorithms(
    metadataLookup({
      request_object_signing_alg_values_supported: ['PS256'],
      require_signed_request_object: true,
    }),
  )
  expect(required.detail).toContain('information: metadata has require_signed_request_object true')
})
