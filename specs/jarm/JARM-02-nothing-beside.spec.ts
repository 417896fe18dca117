import { conformance, judgeNothingBeside, signedApproval, whenJarm } from '../../fixtures/index.ts'

// The same approval's redirect. Expected: the signed response alone in the query: no code,
// state or error beside it for a client to read unverified.
conformance(
  'JARM-02',
  whenJarm(async (fixtures, profile) =>
    judgeNothingBeside(await signedApproval(fixtures, profile)),
  ),
)
