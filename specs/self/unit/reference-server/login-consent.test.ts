import { expect } from '@playwright/test'
import { defaults, FlowClient } from '../../support/reference-server/flow-client.ts'
import { form, hidden, location } from '../../support/reference-server/http.ts'
import { test } from '../../support/reference-server/server-test.ts'

test('deny gives access_denied without a code; an unverified user gets no code', async ({
  server,
}) => {
  const denied = location(
    await new FlowClient(server).authorize(defaults(server), { decision: 'deny' }),
  )
  expect(denied.searchParams.get('error')).toBe('access_denied')
  expect(denied.searchParams.has('code')).toBe(false)
  const unverified = await new FlowClient(server).authorize(defaults(server), {
    user: 'unverifiedUser',
  })
  expect(unverified.status).toBe(403)
  expect(unverified.text).toContain('<title>Identity verification required</title>')
})

test('pages are protected and the sign-in answers 303 with a locked-down cookie', async ({
  server,
}) => {
  const session = new FlowClient(server)
  const loginPage = await session.open(
    `${server.baseUrl}/oauth/authorize?${new URLSearchParams(defaults(server))}`,
    { headers: { origin: 'https://evil.example' } },
  )
  expect(loginPage.headers).toMatchObject({
    'x-frame-options': 'DENY',
    'content-security-policy': "frame-ancestors 'none'",
    'referrer-policy': 'no-referrer',
    'cache-control': 'no-store',
  })
  expect(
    Object.keys(loginPage.headers).filter((name) => name.startsWith('access-control-')),
  ).toEqual([])
  const { username, password } = server.targetConfig().user
  const user = { username, password }
  const wrong = await session.open(
    `${server.baseUrl}/login`,
    form({ ...user, password: 'nope', request: hidden(loginPage.text, 'request') }),
  )
  expect([wrong.status, wrong.text.includes('id="login-error"')]).toEqual([200, true])
  const signedIn = await session.open(
    `${server.baseUrl}/login`,
    form({ ...user, request: hidden(loginPage.text, 'request') }),
  )
  expect(signedIn.status).toBe(303)
  expect(signedIn.headers['set-cookie']).toMatch(/; HttpOnly; SameSite=Lax; Path=\/$/)
  const consent = await session.open(signedIn.headers.location ?? '')
  const forged = await session.open(
    `${server.baseUrl}/consent`,
    form({ request: hidden(consent.text, 'request'), csrf_token: 'forged', decision: 'approve' }),
  )
  expect(forged.status).toBe(403)
  const again = await session.authorize({ ...defaults(server), state: '<script>' })
  expect(location(again).searchParams.get('state')).toBe('<script>')
})
