import { conformance } from '../../fixtures/index.ts'
import { judgeCodeIssued } from '../../fixtures/verdict/authorization-response.ts'

conformance('AC-01', async ({ authorizer, target }) => {
  const result = await authorizer.run()

  return judgeCodeIssued(result, target.config.client.redirectUri)
})
