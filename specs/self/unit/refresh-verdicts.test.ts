import { randomBytes } from 'node:crypto'
import { expect, test } from '@playwright/test'
import { judgeRefreshAnswer } from '../../../fixtures/judges/refresh-answer.ts'
import { judgeRefreshGrantAdvertised } from '../../../fixtures/judges/refresh-advertised.ts'
import { refreshTokenRefused, scopeBeyondGrant } from '../../../fixtures/judges/refresh-refusal.ts'
import {
  judgeAccessRevoked,
  judgeRefreshRevoked,
  judgeRevokedAfterReplay,
} from '../../../fixtures/judges/refresh-revocation.ts'
import {
  judgeNarrowedRefresh,
  judgeOmittedScope,
  judgeWidenedRefresh,
} from '../../../fixtures/judges/refresh-scope.ts'
import { judgeRefreshTokenSecrecy } from '../../../fixtures/judges/refresh-token-secrecy.ts'
import { judgeRefusal } from '../../../fixtures/judges/refusal.ts'
import type { MetadataLookup } from '../../../fixtures/transport/http/metadata.ts'
import { answer } from '../support/exchange.ts'

const random = () => randomBytes(32).toString('base64url')
const noStore = { 'cache-control': 'no-store', pragma: 'no-cache' }
const tokens = (
  fields: Record<string, unknown> = {},
  headers: Readonly<Record<string, string>> = noStore,
) =>
  answer(
    200,
    {
      access_token: random(),
      token_type: 'Bearer',
      expires_in: 3600,
      refresh_token: random(),
      ...fields,
    },
    headers,
  )
const resource = (status: number) => answer(status, status === 200 ? { sub: 'x' } : {})
const sample = Array.from({ length: 12 }, random)

test('RT-01: distinct, unguessable refresh tokens refused at the resource pass', () => {
  const bearer = { access: resource(200), refresh: resource(401) }
  const finding = judgeRefreshTokenSecrecy({ answers: [tokens(), tokens()], sample, bearer })
  expect(finding.observation).toBe('pass')
  const unconfigured = judgeRefreshTokenSecrecy({ answers: [tokens()], sample, bearer: undefined })
  expect(unconfigured.observation).toBe('pass')
  expect(unconfigured.detail).toContain('as a bearer token: not judged, needs resourceUrl')
})

test('RT-01: the access token as refresh token, a guessable one, or one taken as bearer violate', () => {
  const same = random()
  const bearer = { access: resource(200), refresh: resource(401) }
  const equal = tokens({ access_token: same, refresh_token: same })
  expect(judgeRefreshTokenSecrecy({ answers: [equal], sample, bearer }).detail).toContain(
    'its refresh_token is its access_token',
  )
  const guessable = Array.from({ length: 12 }, () => randomBytes(4).toString('hex'))
  expect(
    judgeRefreshTokenSecrecy({ answers: [tokens()], sample: guessable, bearer }).observation,
  ).toBe('violated')
  const taken = { access: resource(200), refresh: resource(200) }
  expect(judgeRefreshTokenSecrecy({ answers: [tokens()], sample, bearer: taken })).toMatchObject({
    observation: 'violated',
  })
})

test('RT-01: a resource that refuses the access token too leaves the bearer part unjudged', () => {
  const bearer = { access: resource(401), refresh: resource(401) }
  const finding = judgeRefreshTokenSecrecy({ answers: [tokens()], sample, bearer })
  expect(finding).toMatchObject({ observation: 'skipped', reason: 'not-judged' })
})

test('RT-02: a refresh answered as §5.1 asks passes; no token_type, no no-store or a refusal fail', () => {
  expect(judgeRefreshAnswer(tokens()).observation).toBe('pass')
  expect(judgeRefreshAnswer(tokens({ token_type: undefined })).observation).toBe('violated')
  expect(judgeRefreshAnswer(tokens({}, {})).detail).toContain('expected Cache-Control: no-store')
  expect(judgeRefreshAnswer(answer(400, { error: 'invalid_grant' })).observation).toBe('violated')
})

test('RT-04, RT-06, RT-08: invalid_grant passes, another 4xx is a wrong error, a token violates', () => {
  expect(
    judgeRefusal(answer(400, { error: 'invalid_grant' }), refreshTokenRefused).observation,
  ).toBe('pass')
  const wrong = judgeRefusal(answer(400, { error: 'invalid_request' }), refreshTokenRefused)
  expect(wrong.observation).toBe('wrong-error')
  expect(JSON.stringify(wrong)).toContain('or refresh token is invalid')
  expect(judgeRefusal(tokens(), refreshTokenRefused).observation).toBe('violated')
  expect(
    judgeRefusal(answer(500, { error: 'server_error' }), refreshTokenRefused).observation,
  ).toBe('violated')
})

test('RT-05: a widened refresh is refused with invalid_scope; granting beyond violates', () => {
  const refuse = answer(400, { error: 'invalid_scope' })
  expect(judgeWidenedRefresh(refuse, 'profile', 'profile email').observation).toBe('pass')
  expect(judgeRefusal(answer(400, { error: 'invalid_grant' }), scopeBeyondGrant).observation).toBe(
    'wrong-error',
  )
  // No scope in the answer: the one asked was granted (RFC 6749 §5.1).
  for (const granted of [tokens({ scope: 'profile email' }), tokens()]) {
    expect(judgeWidenedRefresh(granted, 'profile', 'profile email').observation).toBe('violated')
  }
  const within = judgeWidenedRefresh(tokens({ scope: 'profile' }), 'profile', 'profile email')
  expect(within.observation).toBe('tolerated')
})

test('RT-05: a subset is granted, and an omitted scope is the original grant', () => {
  const original = 'profile email'
  expect(judgeNarrowedRefresh(tokens({ scope: 'profile' }), original, 'profile').observation).toBe(
    'pass',
  )
  expect(judgeNarrowedRefresh(tokens(), original, 'profile').observation).toBe('pass')
  const refused = answer(400, { error: 'invalid_scope' })
  expect(judgeNarrowedRefresh(refused, original, 'profile').observation).toBe('violated')
  expect(
    judgeNarrowedRefresh(tokens({ scope: 'profile admin' }), original, 'profile'),
  ).toMatchObject({ observation: 'violated' })
  expect(judgeOmittedScope(tokens({ scope: 'email profile' }), original).observation).toBe('pass')
  expect(judgeOmittedScope(tokens(), original).observation).toBe('pass')
  // Still the narrowed scope of the refresh before: not the original grant.
  expect(judgeOmittedScope(tokens({ scope: 'profile' }), original).observation).toBe('violated')
})

test('RT-07, RT-09: a refused refresh passes in any form; a new access token violates', () => {
  const after = 'after the replay'
  for (const refused of [
    answer(400, { error: 'invalid_grant' }),
    answer(401, { error: 'invalid_client' }),
    answer(200, { error: 'invalid_grant' }),
  ]) {
    expect(judgeRefreshRevoked(refused, after).observation).toBe('pass')
  }
  expect(judgeRefreshRevoked(tokens(), after).observation).toBe('violated')
  expect(() => judgeRefreshRevoked(answer(502, undefined), after)).toThrow(/revocation is unknown/)
  expect(judgeAccessRevoked(resource(401), after).observation).toBe('pass')
  expect(judgeAccessRevoked(resource(200), after).observation).toBe('violated')
})

test('RT-07: both descendants of a replayed code are judged, each on its own', () => {
  const replay = answer(400, { error: 'invalid_grant' })
  const refused = answer(400, { error: 'invalid_grant' })
  const flow = (refreshAfter = refused, resourceAfter = resource(401)) => ({
    refreshed: tokens(),
    replayed: { resourceBefore: resource(200), replay, resourceAfter, refreshAfter },
  })
  expect(judgeRevokedAfterReplay(flow()).observation).toBe('pass')
  expect(judgeRevokedAfterReplay(flow(tokens())).detail).toContain('it still refreshes')
  expect(judgeRevokedAfterReplay(flow(refused, resource(200))).detail).toContain('still valid')
  const noResource = {
    refreshed: tokens(),
    replayed: {
      resourceBefore: undefined,
      replay,
      resourceAfter: undefined,
      refreshAfter: tokens(),
    },
  }
  expect(judgeRevokedAfterReplay(noResource).observation).toBe('violated')
})

const lookup = (document: unknown, status = 200): MetadataLookup => {
  const exchange = answer(status, document)
  return {
    location: 'RFC 8414 §3',
    url: 'http://127.0.0.1/.well-known/oauth-authorization-server',
    exchange,
    metadata: status === 200 ? (document as MetadataLookup['metadata']) : undefined,
    issuer: 'http://127.0.0.1',
    exchanges: [exchange],
  }
}

test('RT-10: metadata that lists refresh_token passes; one that omits it violates', () => {
  const issuer = 'http://127.0.0.1'
  const listed = { issuer, grant_types_supported: ['authorization_code', 'refresh_token'] }
  expect(judgeRefreshGrantAdvertised(lookup(listed)).observation).toBe('pass')
  const missing = { issuer, grant_types_supported: ['authorization_code'] }
  expect(judgeRefreshGrantAdvertised(lookup(missing)).observation).toBe('violated')
  // RFC 8414 §2: omitted means authorization_code and implicit.
  expect(judgeRefreshGrantAdvertised(lookup({ issuer })).detail).toContain('whose default lacks it')
  // No document: AC-70's finding, not this one's.
  expect(judgeRefreshGrantAdvertised(lookup({}, 404)).observation).toBe('pass')
})
