import { generateKeyPairSync } from 'node:crypto'
import { expect, test } from '@playwright/test'
import type { JWK } from 'jose'
import {
  assertionRefusedAtPar,
  judgeAssertionAccepted,
  judgeAssertionReplay,
  judgeAudienceRefusals,
} from '../../../fixtures/judges/client-assertion.ts'
import { clientRefusedOutright } from '../../../fixtures/judges/preconditions.ts'
import { judgeFapiAlgorithms, judgeRefreshRetry } from '../../../fixtures/judges/fapi-profile.ts'
import {
  judgeNoCodeFor,
  judgePushByGet,
  judgePushedRequest,
  judgeSecondVisit,
  requestUriInBody,
} from '../../../fixtures/judges/pushed-request.ts'
import { invalidClient, judgeRefusal } from '../../../fixtures/judges/refusal.ts'
import type { FlowResult } from '../../../fixtures/transport/browser/flow.ts'
import { refusedAtPar } from '../../../fixtures/transport/browser/pushed-request.ts'
import { answer } from '../support/exchange.ts'
import { pushed } from '../support/pushed-answer.ts'

const requestUri = 'urn:ietf:params:oauth:request_uri:abc'
const redirected = (url: string): FlowResult => ({
  kind: 'redirected',
  url: new URL(url),
  hops: [],
  acted: [],
})
const withCode = redirected('https://app.example/cb?code=c0de&state=s')
const errorPage = refusedAtPar(pushed(400, { error: 'invalid_request' }))
const observation = (finding: { observation: string }) => finding.observation

test('PAR-01: 201, a request_uri, a positive expires_in (under 600 s for fapi2), then a code', () => {
  const good = pushed(201, { request_uri: requestUri, expires_in: 60 })
  expect(observation(judgePushedRequest(good, withCode, true))).toBe('pass')
  expect(observation(judgePushedRequest(good, errorPage, true))).toBe('violated')
  expect(
    observation(
      judgePushedRequest(pushed(200, { request_uri: requestUri, expires_in: 60 }), withCode, false),
    ),
  ).toBe('violated')
  expect(observation(judgePushedRequest(pushed(201, { expires_in: 60 }), withCode, false))).toBe(
    'violated',
  )
  expect(
    observation(judgePushedRequest(pushed(201, { request_uri: requestUri }), withCode, false)),
  ).toBe('violated')
  const long = pushed(201, { request_uri: requestUri, expires_in: 600 })
  expect(observation(judgePushedRequest(long, withCode, false))).toBe('pass')
  expect(observation(judgePushedRequest(long, withCode, true))).toBe('violated')
  expect(observation(judgePushedRequest(undefined, withCode, true))).toBe('violated')
})

test('PAR-02 and PAR-07: a PAR refusal is judged as a token endpoint refusal is', () => {
  const refused = pushed(401, { error: 'invalid_client' }).exchange
  expect(observation(judgeRefusal(refused, invalidClient))).toBe('pass')
  const issued = pushed(201, { request_uri: requestUri, expires_in: 60 }).exchange
  expect(observation(judgeRefusal(issued, invalidClient))).toBe('violated')
  expect(
    observation(judgeRefusal(answer(400, { error: 'invalid_request' }), requestUriInBody)),
  ).toBe('pass')
  expect(observation(judgeRefusal(answer(400, { error: 'whatever' }), requestUriInBody))).toBe(
    'pass',
  )
  expect(
    observation(judgeRefusal(answer(401, { error: 'invalid_client' }), requestUriInBody)),
  ).toBe('wrong-error')
  expect(observation(judgeRefusal(issued, requestUriInBody))).toBe('violated')
})

test('PAR-03 to PAR-06: a refusal in any form passes, a code never does', () => {
  expect(observation(judgeNoCodeFor(errorPage, 'x'))).toBe('pass')
  expect(
    observation(judgeNoCodeFor(redirected('https://app.example/cb?error=invalid_request'), 'x')),
  ).toBe('pass')
  expect(observation(judgeNoCodeFor(withCode, 'x'))).toBe('violated')
  expect(errorPage.kind === 'stopped' && errorPage.status).toBe(400)
})

test('PAR-03 to PAR-06: a 5xx or no answer is not judged, never a pass', () => {
  const broken = refusedAtPar(pushed(500, { error: 'server_error' }))
  expect(observation(judgeNoCodeFor(broken, 'x'))).toBe('skipped')
  expect(judgeNoCodeFor(broken, 'x')).toMatchObject({ reason: 'not-judged' })
  const page = (status: number | undefined, unanswered?: string): FlowResult => ({
    kind: 'stopped',
    screen: 'other',
    url: 'https://as.example/authorize',
    status,
    text: '',
    problem: undefined,
    ...(unanswered ? { unanswered } : {}),
    hops: [],
    acted: [],
  })
  expect(observation(judgeNoCodeFor(page(502), 'x'))).toBe('skipped')
  expect(observation(judgeNoCodeFor(page(undefined), 'x'))).toBe('skipped')
  expect(observation(judgeNoCodeFor(page(200, 'connection reset'), 'x'))).toBe('skipped')
  expect(observation(judgeNoCodeFor(page(400), 'x'))).toBe('pass')
  expect(observation(judgeNoCodeFor(page(499), 'x'))).toBe('pass')
})

test('PKJ-01 and PKJ-05: a correct assertion gets a token; a replayed one must not authenticate', () => {
  expect(observation(judgeAssertionAccepted(answer(200, { access_token: 'a'.repeat(32) })))).toBe(
    'pass',
  )
  expect(observation(judgeAssertionAccepted(answer(401, { error: 'invalid_client' })))).toBe(
    'violated',
  )
  const grantRefused = answer(400, { error: 'invalid_grant' })
  const clientRefused = answer(401, { error: 'invalid_client' })
  expect(observation(judgeAssertionReplay(grantRefused, clientRefused))).toBe('pass')
  const replayed = judgeAssertionReplay(grantRefused, grantRefused)
  expect(replayed.observation).toBe('violated')
  expect('cites' in replayed && replayed.cites?.[0]?.ref).toBe('OIDCCORE-9')
  expect(observation(judgeAssertionReplay(clientRefused, clientRefused))).toBe('skipped')
})

const rsaJwk = (bits: number): JWK =>
  generateKeyPairSync('rsa', { modulusLength: bits }).publicKey.export({ format: 'jwk' })

test('FAPI-02: PS256, ES256 or EdDSA, and no RSA key under 2048 bits', () => {
  const strong = { ...rsaJwk(2048), kid: 'k1' }
  expect(observation(judgeFapiAlgorithms('PS256', [strong]))).toBe('pass')
  expect(observation(judgeFapiAlgorithms('ES256', []))).toBe('pass')
  expect(observation(judgeFapiAlgorithms('RS256', [strong]))).toBe('violated')
  expect(observation(judgeFapiAlgorithms(undefined, [strong]))).toBe('violated')
  const weak = judgeFapiAlgorithms('PS256', [strong, { ...rsaJwk(1024), kid: 'old' }])
  expect(weak.observation).toBe('violated')
  expect(weak.detail).toContain('old: 1024 bits')
})

test('FAPI-03: not rotated, or the old token still works; otherwise a warning with its text', () => {
  const tokens = (refresh: string) =>
    answer(200, { access_token: 'a'.repeat(32), refresh_token: refresh })
  const refused = answer(400, { error: 'invalid_grant' })
  expect(observation(judgeRefreshRetry(tokens('r1'), tokens('r1'), 'r1'))).toBe('pass')
  expect(observation(judgeRefreshRetry(tokens('r2'), tokens('r3'), 'r1'))).toBe('pass')
  const rotated = judgeRefreshRetry(tokens('r2'), refused, 'r1')
  expect(rotated.observation).toBe('violated')
  expect(rotated.detail).toContain('rotated')
  expect(observation(judgeRefreshRetry(tokens('r1'), refused, 'r1'))).toBe('violated')
})

test('FAPI-03: a first refresh that failed leaves the retry not judged', () => {
  const tokens = (refresh: string) =>
    answer(200, { access_token: 'a'.repeat(32), refresh_token: refresh })
  const refused = answer(400, { error: 'invalid_grant' })
  const failed = judgeRefreshRetry(refused, refused, 'r1')
  expect(failed).toMatchObject({ observation: 'skipped', reason: 'not-judged' })
  expect(judgeRefreshRetry(answer(500, {}), tokens('r1'), 'r1')).toMatchObject({
    reason: 'not-judged',
  })
  expect(observation(judgeRefreshRetry(answer(200, { refresh_token: 'r2' }), refused, 'r1'))).toBe(
    'skipped',
  )
})

test('PKJ-01: a correct assertion refused at the PAR endpoint is the violation; a push taken is not', () => {
  const refused = assertionRefusedAtPar(pushed(401, { error: 'invalid_client' }))
  expect(refused?.observation).toBe('violated')
  expect(refused?.detail).toContain('PAR endpoint')
  expect(assertionRefusedAtPar(pushed(201, { request_uri: requestUri, expires_in: 60 }))).toBe(
    undefined,
  )
  expect(assertionRefusedAtPar(pushed(400, { error: 'invalid_request' }))).toBe(undefined)
  expect(assertionRefusedAtPar(undefined)).toBe(undefined)
})

test('PKJ-02: other audiences refused, with both controls; one accepted violates', () => {
  const grant = answer(400, { error: 'invalid_grant' })
  const client = answer(401, { error: 'invalid_client' })
  const each = (exchange: typeof grant) => [{ name: 'the token endpoint URL', exchange }]
  expect(observation(judgeAudienceRefusals(grant, client, each(client)))).toBe('pass')
  const accepted = judgeAudienceRefusals(grant, client, each(grant))
  expect(accepted.observation).toBe('violated')
  expect(accepted.detail).toContain('the token endpoint URL')
  // A server that refuses every assertion: the violation still shows; all refused proves nothing.
  expect(observation(judgeAudienceRefusals(client, client, each(grant)))).toBe('violated')
  expect(judgeAudienceRefusals(client, client, each(client))).toMatchObject({
    reason: 'not-judged',
  })
  // The code looked at before the client: nothing to learn from invalid_grant.
  expect(judgeAudienceRefusals(grant, grant, each(grant))).toMatchObject({ reason: 'not-judged' })
  expect(observation(judgeAudienceRefusals(grant, client, each(answer(400, {}))))).toBe(
    'wrong-error',
  )
})

test('AC-48: invalid_client stands aside only when the conforming push is refused alike', () => {
  const client = answer(401, { error: 'invalid_client' })
  const refusedPush = pushed(401, { error: 'invalid_client' })
  expect(clientRefusedOutright(client, refusedPush)).toMatchObject({ reason: 'not-judged' })
  const takenPush = pushed(201, { request_uri: requestUri, expires_in: 60 })
  expect(clientRefusedOutright(client, takenPush)).toBe(undefined)
  expect(clientRefusedOutright(client, undefined)).toBe(undefined)
  expect(clientRefusedOutright(answer(400, { error: 'invalid_grant' }), refusedPush)).toBe(
    undefined,
  )
})

test('PAR-10: a GET refused with a 4xx and no request_uri, the same by POST taken, passes', () => {
  const byPost = pushed(201, { request_uri: requestUri, expires_in: 60 })
  const refused = pushed(405, { error: 'invalid_request' })
  expect(observation(judgePushByGet(refused, byPost))).toBe('pass')
  expect(observation(judgePushByGet(pushed(400, {}), byPost))).toBe('pass')
  // A request_uri given to a GET, whatever the status, or no 4xx: violated.
  expect(observation(judgePushByGet(byPost, byPost))).toBe('violated')
  expect(observation(judgePushByGet(pushed(400, { request_uri: requestUri }), byPost))).toBe(
    'violated',
  )
  expect(observation(judgePushByGet(pushed(200, {}), byPost))).toBe('violated')
  // No refusal to judge (a 5xx, a throttle), or the POST control refused too: not judged.
  const unjudged = (finding: { observation: string; reason?: string }) =>
    `${finding.observation} ${finding.reason ?? ''}`
  expect(unjudged(judgePushByGet(pushed(503, {}), byPost))).toBe('skipped not-judged')
  expect(unjudged(judgePushByGet(pushed(429, {}), byPost))).toBe('skipped not-judged')
  expect(unjudged(judgePushByGet(refused, pushed(400, { error: 'invalid_client' })))).toBe(
    'skipped not-judged',
  )
})

test('PAR-09: opened again after a sign-in page elsewhere, a code passes; a refusal warns', () => {
  if (errorPage.kind !== 'stopped') throw new Error('refusedAtPar stops the flow')
  const signInPage: FlowResult = { ...errorPage, screen: 'login', status: 200 }
  const errorRedirect = redirected('https://app.example/cb?error=invalid_request&state=s')
  expect(observation(judgeSecondVisit(signInPage, withCode, undefined))).toBe('pass')
  // Refused, where a request_uri opened once gives a code (the control): violated.
  expect(observation(judgeSecondVisit(signInPage, errorPage, withCode))).toBe('violated')
  expect(observation(judgeSecondVisit(signInPage, errorRedirect, withCode))).toBe('violated')
  const unjudged = (finding: { observation: string; reason?: string }) =>
    `${finding.observation} ${finding.reason ?? ''}`
  // The control got no code either, or the refusal was a 5xx: not judged.
  expect(unjudged(judgeSecondVisit(signInPage, errorPage, errorPage))).toBe('skipped not-judged')
  const serverError = { ...errorPage, status: 500 }
  expect(unjudged(judgeSecondVisit(signInPage, serverError, withCode))).toBe('skipped not-judged')
  // Refused after the request_uri's expires_in: it may have expired.
  expect(unjudged(judgeSecondVisit(signInPage, errorPage, withCode, true))).toBe(
    'skipped not-judged',
  )
  // The first visit never showed a sign-in page: the check did not happen as written.
  expect(unjudged(judgeSecondVisit(errorPage, withCode, undefined))).toBe('skipped not-judged')
})
