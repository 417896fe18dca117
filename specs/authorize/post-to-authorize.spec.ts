import { conformance } from '../../fixtures/index.ts'
import {
  judgePostHandled,
  postAuthorizationRequest,
} from '../../fixtures/verdict/authorization-post.ts'

conformance('AC-23', async ({ target, evidence }) => {
  return judgePostHandled(await postAuthorizationRequest(target, evidence))
})
