import { conformance, judgeSignedResponse, signedApproval, whenJarm } from '../../fixtures/index.ts'

// An approval asked with response_mode=jwt. Expected: the redirect's response parameter is a
// JWT signed with a key at jwks_uri (by an alg the metadata lists, never none), whose iss is
// the issuer, aud the client, exp ahead, with the code and the state sent inside.
conformance(
  'JARM-01',
  whenJarm(async (fixtures, profile) =>
    judgeSignedResponse(await signedApproval(fixtures, profile), {
      issuer: profile.issuer,
      clientId: fixtures.target.config.client.clientId,
      metadata: profile.metadata,
      fapi2: profile.fapi2,
    }),
  ),
)
