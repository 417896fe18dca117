import { conformance } from '../../fixtures/index.ts'
import { skipped, worst } from '../../fixtures/verdict/findings.ts'
import { labelled } from '../../fixtures/verdict/labelled.ts'
import { clientIdMismatch, judgeRefusal } from '../../fixtures/verdict/refusal.ts'

conformance('AC-44', async ({ authorizer, tokenEndpoint, target }) => {
  const { client, secondClient } = target.config
  if (!secondClient) return skipped('needs secondClient: another client registered at the target')
  const mismatches = {
    "this client's credentials by HTTP Basic, the other client's client_id in the body": {
      clientAuth: 'basic',
      params: { client_id: secondClient.clientId },
    },
    "the other client's client_id with this client's secret": {
      clientAuth: 'body',
      client: { ...client, clientId: secondClient.clientId },
    },
  } as const

  const findings = []
  for (const [label, options] of Object.entries(mismatches)) {
    const { code } = await authorizer.grant()
    const response = await tokenEndpoint.redeem(code, options)
    findings.push(labelled(label, judgeRefusal(response, clientIdMismatch)))
  }

  return worst(...findings)
})
