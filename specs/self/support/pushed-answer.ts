import type { PushedRequest } from '../../../fixtures/transport/browser/pushed-request.ts'
import { answer } from './exchange.ts'

// A PAR endpoint's answer as a pushed request, for unit tests of the judges: its request_uri
// where it is a 201 that carries one.
export const pushed = (status: number, json: Record<string, unknown>): PushedRequest => ({
  exchange: answer(status, json),
  requestUri: status === 201 && typeof json.request_uri === 'string' ? json.request_uri : undefined,
  expiresIn: json.expires_in,
})
