import { expect } from '@playwright/test'
import { defaults, FlowClient } from '../../support/reference-server/flow-client.ts'
import { form, location } from '../../support/reference-server/http.ts'
import { test, withFaults } from '../../support/reference-server/server-test.ts'
import type { ReferenceServer } from '../../../../fixtures/reference-server/index.ts'

// What a page of another site can post: the decision, and neither token nor request id.
async function forgedApproval(server: ReferenceServer) {
  const session = new FlowClient(server)
  const page = await session.open(
    `${server.baseUrl}/oauth/authorize?${new URLSearchParams(defaults(server))}`,
  )
  const request = /name="request" value="([^"]+)"/.exec(page.text)?.[1] ?? ''
  const { username, password } = server.targetConfig().user
  const signedIn = await session.open(
    `${server.baseUrl}/login`,
    form({ username, password, request }),
  )
  await session.open(signedIn.headers.location ?? '')
  const forged = await session.open(`${server.baseUrl}/consent`, form({ decision: 'approve' }))
  return { cookie: signedIn.headers['set-cookie'] ?? '', forged }
}

test('consent-csrf-unchecked answers a consent POST without token or request id', async ({
  server,
}) => {
  const correct = await forgedApproval(server)
  expect(correct.forged.status).toBe(403)
  expect(correct.cookie).toContain('SameSite=Lax')
  await withFaults(['consent-csrf-unchecked'], async (faulty) => {
    const { cookie, forged } = await forgedApproval(faulty)
    // None, which browsers send with a form another site posts, needs Secure.
    expect(cookie).toContain('SameSite=None; Secure')
    expect(location(forged).searchParams.has('code')).toBe(true)
  })
})
