import { conformance } from '../../fixtures/index.ts'
import { judgeCodeIssued } from '../../fixtures/verdict/authorization-response.ts'

conformance('AC-13', async ({ authorizer, target }) => {
  const result = await authorizer.run({ params: { conformance_unknown_parameter: 'ignored' } })

  return judgeCodeIssued(result, target.config.client.redirectUri)
})
