import { conformance, judgeSignedDenial, signedDenial, whenJarm } from '../../fixtures/index.ts'

// The user denies on the consent page, asked with response_mode=jwt. Expected: a signed
// response with error=access_denied and the state sent inside, no code, nothing plain beside
// it. No way to deny on the page: not applicable.
conformance(
  'JARM-05',
  whenJarm(async (fixtures, profile) => judgeSignedDenial(await signedDenial(fixtures, profile))),
)
