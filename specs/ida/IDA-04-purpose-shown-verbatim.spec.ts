import {
  conformance,
  judgePurposeDisplay,
  showPurpose,
  whenClaimsRequest,
} from '../../fixtures/index.ts'

// The one verified claim asked with a purpose of markup, a script, quotes, & and non-ASCII
// letters, stopped on the consent page: shown there as text, whole; no element, no dialog. The
// page is pictured once the verified claims it may show are known, and so masked.
conformance(
  'IDA-04',
  whenClaimsRequest(async (fixtures, ask, support) =>
    judgePurposeDisplay(await showPurpose(fixtures, ask, support)),
  ),
)
