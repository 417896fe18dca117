import { conformance, judgeUnknownResource, resourceRequests } from '../../fixtures/index.ts'

// The plain request (it gets a code: its trait variesPlainRequest runs it first) with
// resource=https://unknown.invalid/. Expected: invalid_target (redirect, PAR 400 or error page).
// A code warns (RFC 8707 §2) where the server refuses a malformed resource; where it takes that
// too, it does not support resource indicators: not applicable.
conformance('BCP-03', async (fixtures) => judgeUnknownResource(await resourceRequests(fixtures)))
