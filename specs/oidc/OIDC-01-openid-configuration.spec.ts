import {
  claimsFapi2,
  conformance,
  judgeOpenIdConfiguration,
  keySetsFor,
  providerString,
  whenOpenId,
} from '../../fixtures/index.ts'

conformance(
  'OIDC-01',
  whenOpenId(async (fixtures, support) => {
    const jwksUri = providerString(support, 'jwks_uri')
    const [keySet] = jwksUri ? await keySetsFor(fixtures, jwksUri, undefined) : []

    return judgeOpenIdConfiguration({
      configuration: support.configuration,
      rfc8414: support.metadata.metadata,
      keySet,
      fapi2: claimsFapi2(fixtures.target.config),
    })
  }),
)
