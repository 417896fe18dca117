import { conformance } from '../../fixtures/index.ts'
import { worst } from '../../fixtures/verdict/findings.ts'
import { labelled } from '../../fixtures/verdict/labelled.ts'
import { invalidRequest, judgeRefusal } from '../../fixtures/verdict/refusal.ts'

conformance('AC-47', async ({ authorizer, tokenEndpoint }) => {
  const { code } = await authorizer.grant()

  const noGrantType = await tokenEndpoint.redeem(code, { params: { grant_type: undefined } })
  const noCode = await tokenEndpoint.redeem('', { params: { code: undefined } })

  return worst(
    labelled('without grant_type', judgeRefusal(noGrantType, invalidRequest)),
    labelled('without code', judgeRefusal(noCode, invalidRequest)),
  )
})
