import {
  conformance,
  judgeAssuranceMetadata,
  verifiedClaimsIn,
  verifiedClaimsSources,
  whenOpenId,
} from '../../fixtures/index.ts'

conformance(
  'OIDC-14',
  whenOpenId(async (fixtures, support) => {
    const sources = support.verifiedClaimsAsk ? await verifiedClaimsSources(fixtures, support) : []
    const served = sources.some((source) => verifiedClaimsIn(source.claims) !== undefined)

    return judgeAssuranceMetadata(support.provider, served)
  }),
)
