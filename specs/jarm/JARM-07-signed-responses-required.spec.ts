import {
  conformance,
  judgeSignedResponsesRequired,
  notApplicable,
  signedApproval,
  whenJarm,
} from '../../fixtures/index.ts'

// Under FAPI 2.0 Message Signing, the control: the approval asked with response_mode=jwt,
// signed with a code. Then the same client asks with response_mode=query. Expected: refused, or
// answered signed all the same; never a plain code. Outside the profile nothing asks the server
// to require them: not applicable.
conformance(
  'JARM-07',
  whenJarm(async (fixtures, profile) => {
    if (!profile.messageSigning) {
      return notApplicable(
        'the target file claims no securityProfile "fapi2-message-signing", which requires signed responses',
      )
    }
    const control = await signedApproval(fixtures, profile)
    const plain = await fixtures.authorizer.run({ params: { response_mode: 'query' } })
    return judgeSignedResponsesRequired(control, plain)
  }),
)
