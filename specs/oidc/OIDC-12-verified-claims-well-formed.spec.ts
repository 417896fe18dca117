import {
  conformance,
  judgeVerifiedClaims,
  verifiedClaimsSources,
  whenVerifiedClaims,
} from '../../fixtures/index.ts'

conformance(
  'OIDC-12',
  whenVerifiedClaims(async (fixtures, support) => {
    const sources = await verifiedClaimsSources(fixtures, support)

    return judgeVerifiedClaims(sources, support.provider ?? {})
  }),
)
