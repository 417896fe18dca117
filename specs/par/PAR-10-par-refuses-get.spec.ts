import { conformance, judgePushByGet, pushRequest, whenPushing } from '../../fixtures/index.ts'

// The conforming pushed request sent as a GET, its parameters in the query; then the same
// request by POST (the positive control).
conformance(
  'PAR-10',
  whenPushing(async (fixtures, profile) => {
    const byGet = await pushRequest(fixtures, profile, {}, { method: 'GET' })
    const byPost = await pushRequest(fixtures, profile)

    return judgePushByGet(byGet, byPost)
  }),
)
