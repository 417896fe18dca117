import { citations } from '../../fixtures/catalogue/citations.ts'
import { conformance } from '../../fixtures/index.ts'
import { makeVerifier, presenting } from '../../fixtures/pkce/challenge.ts'
import { whenPkceSupported } from '../../fixtures/pkce/pkce-support.ts'
import { judgeRefusal, type RefusalRule } from '../../fixtures/verdict/refusal.ts'

// RFC 9700 §2.1.1 says "rejected" without naming the error: the grant has no challenge to
// match (invalid_grant), or the request carries a parameter it must not (invalid_request).
const unexpectedVerifier: RefusalRule = {
  status: [400],
  error: ['invalid_grant', 'invalid_request'],
  cites: citations.invalidGrant,
}

conformance(
  'AC-63',
  whenPkceSupported(async ({ authorizer, tokenEndpoint }) => {
    const { code } = await authorizer.grant()

    const response = await tokenEndpoint.redeem(code, presenting(makeVerifier()))

    return judgeRefusal(response, unexpectedVerifier)
  }),
)
