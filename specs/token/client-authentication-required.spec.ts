import { conformance } from '../../fixtures/index.ts'
import { worst } from '../../fixtures/verdict/findings.ts'
import { labelled } from '../../fixtures/verdict/labelled.ts'
import { judgeRefusal, noClientAuthentication } from '../../fixtures/verdict/refusal.ts'

conformance('AC-42', async ({ authorizer, tokenEndpoint }) => {
  const omissions = {
    'client_id without client_secret': { client_secret: undefined },
    'neither client_id nor client_secret': { client_id: undefined, client_secret: undefined },
  }

  const findings = []
  for (const [label, params] of Object.entries(omissions)) {
    const { code } = await authorizer.grant()
    const response = await tokenEndpoint.redeem(code, { clientAuth: 'body', params })
    findings.push(labelled(label, judgeRefusal(response, noClientAuthentication)))
  }

  return worst(...findings)
})
