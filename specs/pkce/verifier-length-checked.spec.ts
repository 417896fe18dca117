import { citations } from '../../fixtures/catalogue/citations.ts'
import { conformance } from '../../fixtures/index.ts'
import { makeVerifier, presenting, s256Challenge } from '../../fixtures/pkce/challenge.ts'
import { whenPkceSupported } from '../../fixtures/pkce/pkce-support.ts'
import { worst } from '../../fixtures/verdict/findings.ts'
import { judgeRefusal, type RefusalRule } from '../../fixtures/verdict/refusal.ts'

// One short of RFC 7636 §4.1's 43 and one over its 128.
const invalidLengths = [42, 129]
// A malformed request (node-oidc-provider) or a failed verification (fosite): both refuse.
const malformedVerifier: RefusalRule = {
  status: [400],
  error: ['invalid_request', 'invalid_grant'],
  cites: citations.invalidRequest,
}

conformance(
  'AC-66',
  whenPkceSupported(async ({ authorizer, tokenEndpoint }) => {
    const findings = []
    for (const length of invalidLengths) {
      // The challenge matches the verifier: only its length is wrong.
      const verifier = makeVerifier(length)
      const { code } = await authorizer.grant({ params: s256Challenge(verifier) })
      const response = await tokenEndpoint.redeem(code, presenting(verifier))
      const finding = judgeRefusal(response, malformedVerifier)
      findings.push({ ...finding, detail: `${length} characters: ${finding.detail}` })
    }

    return worst(...findings)
  }),
)
