import {
  conformance,
  judgeRefusal,
  makeVerifier,
  presenting,
  whenPkceSupported,
  unexpectedVerifier,
} from '../../fixtures/index.ts'

conformance(
  'AC-63',
  whenPkceSupported(async ({ authorizer, tokenEndpoint }) => {
    const { code } = await authorizer.grant()

    const response = await tokenEndpoint.redeem(code, presenting(makeVerifier()))

    return judgeRefusal(response, unexpectedVerifier)
  }),
)
