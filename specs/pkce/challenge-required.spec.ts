import { citations } from '../../fixtures/catalogue/citations.ts'
import { conformance } from '../../fixtures/index.ts'
import { makeVerifier, s256Challenge } from '../../fixtures/pkce/challenge.ts'
import { clientRequiringPkce, noPkceClient } from '../../fixtures/pkce/pkce-client.ts'
import { whenPkceSupported } from '../../fixtures/pkce/pkce-support.ts'
import {
  judgeAuthorizationRefusal,
  type AuthorizationRefusal,
} from '../../fixtures/verdict/authorization-refusal.ts'
import { skipped } from '../../fixtures/verdict/findings.ts'

// RFC 7636 §4.4.1: invalid_request; OIDF also accepts an error page.
const challengeRequired: AuthorizationRefusal = {
  redirectErrors: ['invalid_request'],
  errorPage: true,
  cites: citations.challengeMissing,
}

conformance(
  'AC-67',
  whenPkceSupported(async ({ authorizer, target }) => {
    const client = clientRequiringPkce(target.config)
    if (!client) return skipped(noPkceClient)
    const asClient = { client_id: client.clientId, redirect_uri: client.redirectUri }

    // With a challenge the client gets a code, so a refusal without one is about PKCE.
    await authorizer.grant({ params: { ...asClient, ...s256Challenge(makeVerifier()) } })
    const result = await authorizer.run({ params: asClient })

    return judgeAuthorizationRefusal(result, challengeRequired)
  }),
)
