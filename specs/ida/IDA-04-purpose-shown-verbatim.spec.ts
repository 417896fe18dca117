import {
  conformance,
  judgePurposeDisplay,
  showPurpose,
  whenClaimsRequest,
} from '../../fixtures/index.ts'

// The one verified claim asked with a purpose of markup, a script, quotes, & and non-ASCII
// letters, stopped on the consent page: shown there as text, whole; no element, no dialog.
conformance(
  'IDA-04',
  whenClaimsRequest(async (fixtures, ask) => judgePurposeDisplay(await showPurpose(fixtures, ask))),
)
