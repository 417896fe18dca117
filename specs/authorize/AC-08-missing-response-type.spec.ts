import {
  conformance,
  judgeAuthorizationRefusal,
  missingResponseType,
} from '../../fixtures/index.ts'

conformance('AC-08', async ({ authorizer }) => {
  const result = await authorizer.run({ params: { response_type: undefined } })

  return judgeAuthorizationRefusal(result, missingResponseType)
})
