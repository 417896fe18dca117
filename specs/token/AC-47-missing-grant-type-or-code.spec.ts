import { conformance, invalidRequest, judgeRefusal, judgeVariants } from '../../fixtures/index.ts'

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
