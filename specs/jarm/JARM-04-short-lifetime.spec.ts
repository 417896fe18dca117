import {
  conformance,
  judgeSignedResponseLifetime,
  signedApproval,
  whenJarm,
} from '../../fixtures/index.ts'

// The same approval's signed response. Expected: its exp at most 10 minutes after it came
// (a clock skew of 30 s allowed); a longer one warns.
conformance(
  'JARM-04',
  whenJarm(async (fixtures, profile) =>
    judgeSignedResponseLifetime(await signedApproval(fixtures, profile)),
  ),
)
