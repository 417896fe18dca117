import { conformance } from '../../fixtures/index.ts'
import { judgeCodeIssued } from '../../fixtures/verdict/authorization-response.ts'
import { named } from '../../fixtures/verdict/variants.ts'

conformance('AC-13', async ({ authorizer, target }) => {
  const result = await authorizer.run({ params: { conformance_unknown_parameter: 'ignored' } })

  return named(
    'with conformance_unknown_parameter=ignored',
    judgeCodeIssued(result, target.config.client.redirectUri),
  )
})
