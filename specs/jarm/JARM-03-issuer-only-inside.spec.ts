import {
  conformance,
  judgeIssuerOnlyInside,
  signedApproval,
  whenJarm,
} from '../../fixtures/index.ts'

// The same approval's redirect. Expected: iss inside the signed response only, not repeated in
// the query beside it; repeated, a warning citing FAPI 2.0 Message Signing §5.4.1.
conformance(
  'JARM-03',
  whenJarm(async (fixtures, profile) =>
    judgeIssuerOnlyInside(await signedApproval(fixtures, profile)),
  ),
)
