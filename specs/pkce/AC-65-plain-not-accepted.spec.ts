import {
  conformance,
  judgeAuthorizationRefusal,
  makeVerifier,
  plainChallenge,
  whenPkceSupported,
  unsupportedTransformation,
} from '../../fixtures/index.ts'

conformance(
  'AC-65',
  whenPkceSupported(async ({ authorizer }) => {
    const result = await authorizer.run({ params: plainChallenge(makeVerifier()) })

    return judgeAuthorizationRefusal(result, unsupportedTransformation)
  }),
)
