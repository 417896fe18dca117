import { conformance, judgeNoCors, probeCors } from '../../fixtures/index.ts'

// A GET carrying another site's Origin, and the preflight a script there would send first.
conformance('AC-20', async (fixtures) => {
  return judgeNoCors(await probeCors(fixtures))
})
