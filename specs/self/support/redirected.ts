import type { Authorization } from '../../../fixtures/transport/browser/authorizer.ts'

// A flow that ended at the client's redirect URI with this query, for unit tests of the judges.
export const redirected = (query: string): Authorization => ({
  kind: 'redirected',
  url: new URL(`https://app.example/cb?${query}`),
  hops: [],
  acted: [],
  sent: { redirect_uri: 'https://app.example/cb' },
})
