import { conformance } from '../../fixtures/index.ts'
import {
  judgeUnknownScope,
  unknownScopeValue,
  withScopeValue,
} from '../../fixtures/verdict/authorization-scope.ts'

// The configured scope plus one value the server cannot know.
conformance('AC-11', async ({ authorizer, tokenEndpoint, target }) => {
  const unknown = unknownScopeValue()
  const scope = withScopeValue(target.config.scope, unknown)
  const result = await authorizer.run({ params: { scope } })

  return judgeUnknownScope(result, unknown, (code) => tokenEndpoint.redeem(code))
})
