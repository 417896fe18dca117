import {
  claimsFapi2,
  conformance,
  judgePasswordGrant,
  passwordGrantAttempt,
} from '../../fixtures/index.ts'

// The client redeems a code of its own (control: client and user are accepted), then asks for a
// token with grant_type=password and the test user's username and password. Expected: no token
// (unsupported_grant_type or unauthorized_client). A token warns (RFC 9700 §2.4, a BCP); under
// securityProfile fapi2 it fails.
conformance('BCP-01', async (fixtures) =>
  judgePasswordGrant(await passwordGrantAttempt(fixtures), claimsFapi2(fixtures.target.config)),
)
