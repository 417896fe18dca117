import { conformance } from '../../fixtures/index.ts'
import { lookUpMetadata } from '../../fixtures/discovery/metadata.ts'
import { judgeIss } from '../../fixtures/verdict/authorization-iss.ts'

conformance('AC-17', async ({ authorizer, target }) => {
  const lookup = await lookUpMetadata(target)
  const responses = [
    { name: 'success', result: await authorizer.run() },
    { name: 'error', result: await authorizer.run({ decision: 'deny' }) },
  ]

  return judgeIss(responses, lookup, target.config.baseUrl)
})
