import type { Exchange } from '../../../fixtures/transport/http/exchange.ts'

// A token endpoint answer as the token client records it, for unit tests of the judges.
export function answer(
  status: number,
  json: unknown,
  headers: Readonly<Record<string, string>> = {},
): Exchange {
  const body = json === undefined ? '' : JSON.stringify(json)
  return {
    request: { method: 'POST', url: 'http://127.0.0.1/oauth/token', headers: {}, body: '' },
    response: { status, headers, body, json, truncated: false },
    durationMs: 1,
  }
}
