import { expect, test } from '@playwright/test'
import { startReferenceServer } from '../../fixtures/reference-server/index.ts'
import { runSelected } from './support/selected-run.ts'

// A target file that names no `openid.verifiedClaims` request but whose configured scope
// brings verified claims (the reference server's `identity` scope, at userinfo): the
// identity-assurance checks try that request first, and judge what it brought.
test('OIDC-12 and OIDC-13 judge the verified claims the configured scope brings', async () => {
  test.setTimeout(240_000)
  const server = await startReferenceServer()
  try {
    const { openid: _asked, ...target } = server.targetConfig()
    const judged = await runSelected({ ...target, scope: 'profile identity' }, 'OIDC-12|OIDC-13')
    for (const result of judged.ran) expect.soft(result.verdict, result.detail).toBe('pass')

    // A scope that brings none: skipped, naming the field that would.
    const skipped = await runSelected({ ...target, scope: 'profile email' }, 'OIDC-12|OIDC-13')
    for (const result of skipped.ran) {
      expect.soft(result.reason, result.detail).toBe('not-configured')
      expect.soft(result.detail).toContain('"openid": { "verifiedClaims"')
    }
  } finally {
    await server.stop()
  }
})
