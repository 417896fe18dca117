import { citations } from '../../fixtures/catalogue/citations.ts'
import { conformance } from '../../fixtures/index.ts'
import { makeVerifier, plainChallenge } from '../../fixtures/pkce/challenge.ts'
import { whenPkceSupported } from '../../fixtures/pkce/pkce-support.ts'
import {
  judgeAuthorizationRefusal,
  type AuthorizationRefusal,
} from '../../fixtures/verdict/authorization-refusal.ts'

// RFC 7636 §4.4.1's error for a transformation the server does not support; OIDF also accepts an
// error page.
const plainRefused: AuthorizationRefusal = {
  redirectErrors: ['invalid_request'],
  errorPage: true,
  cites: citations.transformationUnsupported,
}

conformance(
  'AC-65',
  whenPkceSupported(async ({ authorizer }) => {
    const result = await authorizer.run({ params: plainChallenge(makeVerifier()) })

    return judgeAuthorizationRefusal(result, plainRefused)
  }),
)
