import {
  conformance,
  judgeUnknownScope,
  unknownScopeValue,
  withScopeValue,
} from '../../fixtures/index.ts'

// The configured scope plus one value the server cannot know.
conformance('AC-11', async ({ authorizer, tokenEndpoint, target }) => {
  const unknown = unknownScopeValue()
  const scope = withScopeValue(target.config.scope, unknown)
  const result = await authorizer.run({ params: { scope } })

  return judgeUnknownScope(result, unknown, (code) => tokenEndpoint.redeem(code))
})
