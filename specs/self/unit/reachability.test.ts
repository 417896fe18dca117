import { expect, test } from '@playwright/test'
import { TargetConnection } from '../../../fixtures/transport/http/target-connection.ts'

// The fault matrix starts servers on ports earlier ones had: what one target's connection
// learnt about an origin must not reach another's.
test('an outage and an unfinished endpoint stay with the connection that saw them', () => {
  const seen = new TargetConnection()
  const other = new TargetConnection()
  const token = 'http://127.0.0.1:4000/oauth/token'
  seen.reachability.markUnreachable(token, 'ECONNREFUSED')
  expect(() => {
    seen.reachability.assertReachable('http://127.0.0.1:4000/oauth/authorize')
  }).toThrow(/target unreachable since .*ECONNREFUSED/)
  expect(() => {
    other.reachability.assertReachable(token)
  }).not.toThrow()
  for (let i = 0; i < 3; i++) seen.reachability.unfinishedAnswer(token, 'headers time-out')
  expect(() => seen.reachability.admitToEndpoint(token)).toThrow(/no complete answer 3 times/)
  expect(other.reachability.admitToEndpoint(token)).toBe('go')
  // Any answer from the origin clears the outage.
  seen.reachability.markReachable(token)
  expect(() => {
    seen.reachability.assertReachable(token)
  }).not.toThrow()
})
