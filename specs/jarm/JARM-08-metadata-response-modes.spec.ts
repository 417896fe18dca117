import {
  conformance,
  judgeSignedResponseMetadata,
  notApplicable,
  sharedMetadata,
  whenJarm,
} from '../../fixtures/index.ts'

// Under FAPI 2.0 Message Signing, the metadata. Expected: response_modes_supported lists jwt,
// and authorization_signing_alg_values_supported names the algorithms responses are signed
// with. Outside the profile no text asks it: not applicable.
conformance(
  'JARM-08',
  whenJarm(async (fixtures, profile) =>
    profile.messageSigning
      ? judgeSignedResponseMetadata(await sharedMetadata(fixtures))
      : notApplicable(
          'the target file claims no securityProfile "fapi2-message-signing", whose suite asks the metadata to list them',
        ),
  ),
)
