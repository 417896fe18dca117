import { expect } from '@playwright/test'
import { codeFrom, defaults, FlowClient } from '../../support/reference-server/flow-client.ts'
import { location } from '../../support/reference-server/http.ts'
import { test } from '../../support/reference-server/server-test.ts'
import { expectTokenError, pkcePair, redeem } from '../../support/reference-server/token-calls.ts'

test('PKCE: S256 only, and the verifier must match the challenge', async ({ server }) => {
  const { secondClient } = server.targetConfig()
  const { verifier, challenge } = pkcePair()
  const withChallenge = { code_challenge: challenge, code_challenge_method: 'S256' }
  let code = await codeFrom(server, withChallenge)
  expectTokenError(await redeem(server, { code }), 400, 'invalid_grant')
  expectTokenError(
    await redeem(server, { code, code_verifier: pkcePair().verifier }),
    400,
    'invalid_grant',
  )
  expectTokenError(await redeem(server, { code, code_verifier: challenge }), 400, 'invalid_grant')
  expectTokenError(await redeem(server, { code, code_verifier: 'short' }), 400, 'invalid_request')
  expect((await redeem(server, { code, code_verifier: verifier })).status).toBe(200)
  code = await codeFrom(server)
  expectTokenError(await redeem(server, { code, code_verifier: verifier }), 400, 'invalid_grant')
  for (const params of [
    { code_challenge: verifier, code_challenge_method: 'plain' },
    { code_challenge: challenge },
    { client_id: secondClient?.clientId ?? '', redirect_uri: secondClient?.redirectUri ?? '' },
  ]) {
    const answer = await new FlowClient(server).authorize({ ...defaults(server), ...params })
    expect(location(answer).searchParams.get('error')).toBe('invalid_request')
  }
})
