import { conformance, judgePostHandled, postAuthorizationRequest } from '../../fixtures/index.ts'

conformance('AC-23', async ({ target, evidence }) => {
  return judgePostHandled(await postAuthorizationRequest(target, evidence))
})
