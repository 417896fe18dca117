import { conformance } from '../../fixtures/index.ts'
import { worst } from '../../fixtures/verdict/findings.ts'
import { labelled } from '../../fixtures/verdict/labelled.ts'
import { invalidRequest, judgeRefusal } from '../../fixtures/verdict/refusal.ts'

conformance('AC-55', async ({ authorizer, tokenEndpoint, target }) => {
  const { redirectUri } = target.config.client

  const findings = []
  for (const name of ['code', 'redirect_uri']) {
    const { code } = await authorizer.grant()
    const value = name === 'code' ? code : redirectUri
    // The same value twice: only the repetition itself is wrong.
    const response = await tokenEndpoint.redeem(code, { params: { [name]: [value, value] } })
    findings.push(labelled(`${name} twice`, judgeRefusal(response, invalidRequest)))
  }

  return worst(...findings)
})
