import { conformance, judgeTokenIssued, whenSecretBased } from '../../fixtures/index.ts'

conformance(
  'AC-53',
  whenSecretBased(async ({ authorizer, tokenEndpoint }) => {
    const { code } = await authorizer.grant()

    const response = await tokenEndpoint.redeem(code, { clientAuth: 'basic' })

    return judgeTokenIssued(response)
  }),
)
