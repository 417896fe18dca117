import { expect } from '@playwright/test'
import { defaults, FlowClient } from '../../support/reference-server/flow-client.ts'
import { location } from '../../support/reference-server/http.ts'
import { test } from '../../support/reference-server/server-test.ts'

// Identity Assurance 1.0's rules on a claims request: a purpose of 3 to 300 characters, of a
// claim or of the request, and a non-empty claims element; else invalid_request, redirected.

const claims = (givenName: unknown, names: object = { given_name: givenName }) =>
  JSON.stringify({
    userinfo: { verified_claims: { verification: { trust_framework: null }, claims: names } },
  })
const purpose = (length: number) => 'p'.repeat(length)

const answerTo = async (server: Parameters<typeof defaults>[0], extra: Record<string, string>) => {
  const answer = await new FlowClient(server).authorize({
    ...defaults(server),
    scope: 'openid profile',
    ...extra,
  })
  return location(answer).searchParams
}

test('purposes of 3 and 300 characters, of a claim or the request, get a code', async ({
  server,
}) => {
  for (const extra of [
    { claims: claims({ purpose: purpose(3) }) },
    { claims: claims({ purpose: purpose(300) }) },
    { claims: claims(null), purpose: purpose(3) },
    { claims: claims(null), purpose: purpose(300) },
    // Two UTF-16 units, one character: three of them make 3.
    { claims: claims({ purpose: '😀😀😀' }) },
  ]) {
    expect((await answerTo(server, extra)).get('code'), JSON.stringify(extra)).not.toBeNull()
  }
})

test('2 or 301 characters, or an empty claims element: invalid_request in the redirect', async ({
  server,
}) => {
  for (const extra of [
    { claims: claims({ purpose: purpose(2) }) },
    { claims: claims({ purpose: purpose(301) }) },
    { claims: claims(null), purpose: purpose(2) },
    { claims: claims(null), purpose: purpose(301) },
    { claims: claims(null, {}) },
  ]) {
    const params = await answerTo(server, extra)
    expect([params.get('error'), params.get('code')], JSON.stringify(extra)).toEqual([
      'invalid_request',
      null,
    ])
  }
})
