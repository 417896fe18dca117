import { expect, test } from '@playwright/test'
import type { Hop } from '../../../fixtures/transport/browser/redirect-watch.ts'
import { reloadedRefusal } from '../../../fixtures/transport/browser/reloading-answer.ts'

// An error page that loads itself again for ever cannot be read, but its status was seen each
// time: the same refusal of the same address twice is the server's answer. Anything else
// (a move elsewhere, a page answered 200, one refusal only) is not.

const authorize = 'http://127.0.0.1:4000/oauth/authorize?client_id=c&response_type=code'
const hop = (url: string, status: number): Hop => ({ method: 'GET', url, status, headers: {} })

test('the same refusal of the shown address, loaded again: its status and how many loads', () => {
  const hops = [hop(authorize, 400), hop(authorize, 400), hop(authorize, 400)]
  expect(reloadedRefusal(hops, authorize)).toEqual({ status: 400, loads: 3 })
  // A fragment is no other address; a 5xx is a refusal too, judged by its status.
  expect(reloadedRefusal(hops, `${authorize}#x`)).toEqual({ status: 400, loads: 3 })
  const failing = [hop(authorize, 503), hop(authorize, 503)]
  expect(reloadedRefusal(failing, authorize)).toEqual({ status: 503, loads: 2 })
})

test("loads before the page's first are not its own: the sign-in on the way, the tab's last page", () => {
  const login = 'http://127.0.0.1:4000/login'
  const hops = [hop(login, 200), hop(authorize, 400), hop(authorize, 400)]
  expect(reloadedRefusal(hops, authorize)).toEqual({ status: 400, loads: 2 })
  const lastFlows = `${authorize}&state=earlier`
  const after = [hop(lastFlows, 400), hop(authorize, 400), hop(authorize, 400)]
  expect(reloadedRefusal(after, authorize)).toEqual({ status: 400, loads: 2 })
  // The same address answered 200 before the sign-in, refused after it: the refusal counts.
  const signedIn = [hop(authorize, 200), hop(login, 303), hop(authorize, 403), hop(authorize, 403)]
  expect(reloadedRefusal(signedIn, authorize)).toEqual({ status: 403, loads: 2 })
  // Another address in between: the last load alone is the page's, not enough.
  const between = [hop(authorize, 400), hop(lastFlows, 400), hop(authorize, 400)]
  expect(reloadedRefusal(between, authorize)).toBeUndefined()
})

test('no answer to judge: one load, a page answered 200 or 401, a move elsewhere, another status', () => {
  expect(reloadedRefusal([hop(authorize, 400)], authorize)).toBeUndefined()
  expect(reloadedRefusal([hop(authorize, 200), hop(authorize, 200)], authorize)).toBeUndefined()
  // A 401 asks for credentials: perhaps a sign-in page that reloads, not a refusal.
  expect(reloadedRefusal([hop(authorize, 401), hop(authorize, 401)], authorize)).toBeUndefined()
  const elsewhere = 'http://127.0.0.1:4000/oauth/error'
  expect(reloadedRefusal([hop(authorize, 400), hop(elsewhere, 400)], authorize)).toBeUndefined()
  expect(reloadedRefusal([hop(authorize, 400), hop(authorize, 400)], elsewhere)).toBeUndefined()
  expect(reloadedRefusal([hop(authorize, 500), hop(authorize, 400)], authorize)).toBeUndefined()
  expect(reloadedRefusal([hop(authorize, 400), hop(authorize, 400)], 'about:blank')).toBeUndefined()
})
