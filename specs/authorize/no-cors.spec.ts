import { conformance } from '../../fixtures/index.ts'
import { judgeNoCors, probeCors } from '../../fixtures/verdict/authorization-cors.ts'

// A GET carrying another site's Origin, and the preflight a script there would send first.
conformance('AC-20', async ({ target, evidence }) => {
  return judgeNoCors(await probeCors(target, evidence))
})
