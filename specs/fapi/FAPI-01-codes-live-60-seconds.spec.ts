import {
  conformance,
  expiryMarginSeconds,
  invalidGrant,
  judgeRefusal,
  lateRedemption,
  named,
  whenFapi2,
} from '../../fixtures/index.ts'

const profileLimitSeconds = 61

// A code redeemed 61 s after the browser brought it back (so after its issue). Where the target
// file promises a shorter lifetime (codeLifetimeSeconds), a code refused once that has passed
// did not live 61 s either: the minute is waited out only when the promise was not kept.
conformance(
  'FAPI-01',
  whenFapi2(async (fixtures) => {
    const promised = fixtures.target.config.codeLifetimeSeconds
    const early = promised === undefined ? undefined : promised + expiryMarginSeconds
    const first =
      early !== undefined && early < profileLimitSeconds
        ? await lateRedemption(fixtures, early)
        : undefined
    const { waited, late } =
      first && first.late.response.status !== 200
        ? first
        : await lateRedemption(fixtures, profileLimitSeconds)

    return named(`redeemed ${waited} s after issue`, judgeRefusal(late, invalidGrant))
  }),
)
