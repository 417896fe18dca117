import { conformance } from '../../fixtures/index.ts'
import { invalidRequest, judgeRefusal } from '../../fixtures/verdict/refusal.ts'
import { judgeVariants } from '../../fixtures/verdict/variants.ts'

conformance('AC-47', async ({ authorizer, tokenEndpoint }) => {
  const { code } = await authorizer.grant()
  const omissions = [
    { name: 'without grant_type', code, params: { grant_type: undefined } },
    { name: 'without code', code: '', params: { code: undefined } },
  ]

  return judgeVariants(omissions, async (omission) =>
    judgeRefusal(
      await tokenEndpoint.redeem(omission.code, { params: omission.params }),
      invalidRequest,
    ),
  )
})
