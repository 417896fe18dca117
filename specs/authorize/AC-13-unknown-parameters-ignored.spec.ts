import { conformance, judgeCodeIssued, named } from '../../fixtures/index.ts'

conformance('AC-13', async ({ authorizer, target }) => {
  const result = await authorizer.run({ params: { conformance_unknown_parameter: 'ignored' } })

  return named(
    'with conformance_unknown_parameter=ignored',
    judgeCodeIssued(result, target.config.client.redirectUri),
  )
})
