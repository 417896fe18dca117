import {
  conformance,
  judgeAssuranceMetadata,
  servedVerifiedClaims,
  verifiedClaimsSources,
  whenOpenId,
} from '../../fixtures/index.ts'

conformance(
  'OIDC-14',
  whenOpenId(async (fixtures, support) => {
    const sources = support.verifiedClaimsAsk ? await verifiedClaimsSources(fixtures, support) : []
    const served = servedVerifiedClaims(sources)

    return judgeAssuranceMetadata(support.provider, served)
  }),
)
