import { conformance, judgeCodeIssued, named, notConfigured } from '../../fixtures/index.ts'

// The scope values of the target file, in reverse order.
conformance('AC-15', async ({ authorizer, target }) => {
  const values = target.config.scope.split(' ').filter((value) => value !== '')
  if (values.length < 2) {
    return notConfigured(
      'needs at least two space-separated values in scope to reverse their order',
    )
  }

  const scope = [...values].reverse().join(' ')
  const result = await authorizer.run({ params: { scope } })

  return named(`scope "${scope}"`, judgeCodeIssued(result, target.config.client.redirectUri))
})
