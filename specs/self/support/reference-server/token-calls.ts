import { createHash, randomBytes } from 'node:crypto'
import { expect } from '@playwright/test'
import type { ReferenceServer } from '../../../../fixtures/reference-server/index.ts'
import { call, type Answer } from './http.ts'

type Params = Record<string, string | undefined>

// A redemption of the main client; a parameter given as undefined is left out.
export function redeem(
  server: ReferenceServer,
  params: Params,
  init: { basic?: [string, string]; encoding?: 'json' | 'form'; query?: string } = {},
): Promise<Answer> {
  const { client } = server.targetConfig()
  const all: Params = {
    grant_type: 'authorization_code',
    redirect_uri: client.redirectUri,
    client_id: client.clientId,
    client_secret: client.clientSecret,
    ...params,
  }
  const present = Object.entries(all).filter(
    (entry): entry is [string, string] => entry[1] !== undefined,
  )
  const headers: Record<string, string> = init.basic
    ? { authorization: `Basic ${Buffer.from(init.basic.join(':')).toString('base64')}` }
    : {}
  const json = init.encoding !== 'form'
  headers['content-type'] = json ? 'application/json' : 'application/x-www-form-urlencoded'
  const body = json
    ? JSON.stringify(Object.fromEntries(present))
    : new URLSearchParams(present).toString()
  return call(`${server.baseUrl}/oauth/token${init.query ?? ''}`, { method: 'POST', headers, body })
}

export const bearer = (server: ReferenceServer, token: unknown) =>
  call(`${server.baseUrl}/api/me`, { headers: { authorization: `Bearer ${String(token)}` } })

export const pkcePair = () => {
  const verifier = randomBytes(32).toString('base64url')
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') }
}

export function expectTokenError(answer: Answer, status: number, error: string): void {
  expect({ status: answer.status, error: answer.json.error }).toEqual({ status, error })
  expect(answer.headers['content-type']).toBe('application/json; charset=utf-8')
  expect(answer.headers['cache-control']).toBe('no-store')
  expect(answer.headers.pragma).toBe('no-cache')
  expect(String(answer.json.error_description)).toMatch(/^[\x20-\x21\x23-\x5B\x5D-\x7E]+$/)
}
