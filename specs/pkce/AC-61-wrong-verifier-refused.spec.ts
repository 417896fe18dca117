import {
  conformance,
  judgeRefusal,
  makeVerifier,
  presenting,
  s256Challenge,
  verifierMismatch,
  whenPkceSupported,
} from '../../fixtures/index.ts'

conformance(
  'AC-61',
  whenPkceSupported(async ({ authorizer, tokenEndpoint }) => {
    const { code } = await authorizer.grant({ params: s256Challenge(makeVerifier()) })

    const response = await tokenEndpoint.redeem(code, presenting(makeVerifier()))

    return judgeRefusal(response, verifierMismatch)
  }),
)
