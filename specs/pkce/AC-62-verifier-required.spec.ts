import {
  conformance,
  judgeRefusal,
  makeVerifier,
  presenting,
  s256Challenge,
  whenPkceSupported,
  verifierRefused,
} from '../../fixtures/index.ts'

conformance(
  'AC-62',
  whenPkceSupported(async ({ authorizer, tokenEndpoint }) => {
    const { code } = await authorizer.grant({ params: s256Challenge(makeVerifier()) })

    const response = await tokenEndpoint.redeem(code, presenting(undefined))

    return judgeRefusal(response, verifierRefused)
  }),
)
