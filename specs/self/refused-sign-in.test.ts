import { expect, test } from '@playwright/test'
import { startReferenceServer } from '../../fixtures/reference-server/index.ts'
import { runSelected } from './support/selected-run.ts'

// A target file whose password is wrong: the server refuses the sign-in, as it must. The
// checks that needed a signed-in user are not judged, naming the fields to look at; none is
// failed for a refusal the server was right to give. Checks that need no sign-in still judge.
test('a wrong password in the target file: not judged, naming user.password, never a fail', async () => {
  test.setTimeout(240_000)
  const server = await startReferenceServer()
  try {
    const target = server.targetConfig()
    const user = { ...target.user, password: `${target.user.password}-not-it` }
    const judged = await runSelected({ ...target, user }, 'AC-01|AC-02|AC-04')
    const result = (id: string) => judged.ran.find((r) => r.id === id)
    for (const id of ['AC-01', 'AC-02']) {
      expect.soft(result(id)?.verdict, result(id)?.detail).toBe('skip')
      expect.soft(result(id)?.detail, id).toMatch(/^not judged: .*sign-in was refused/)
      expect.soft(result(id)?.detail, id).toContain('user.password')
    }
    expect.soft(result('AC-04')?.verdict, result('AC-04')?.detail).toBe('pass')
  } finally {
    await server.stop()
  }
})
