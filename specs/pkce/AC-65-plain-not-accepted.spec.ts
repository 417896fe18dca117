import {
  citations,
  conformance,
  judgeAuthorizationRefusal,
  makeVerifier,
  plainChallenge,
  whenPkceSupported,
  type AuthorizationRefusal,
} from '../../fixtures/index.ts'

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
