import { conformance, judgePostHandled, postAuthorizationRequest } from '../../fixtures/index.ts'

conformance('AC-23', async (fixtures) => {
  return judgePostHandled(await postAuthorizationRequest(fixtures))
})
