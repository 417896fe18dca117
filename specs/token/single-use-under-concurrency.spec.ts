import { conformance } from '../../fixtures/index.ts'
import { redeemConcurrently } from '../../fixtures/token-client/concurrent-redemption.ts'
import { allowFlows } from '../../fixtures/token-client/deliberate-wait.ts'
import { judgeRace, raceDetection, roundsToCatch } from '../../fixtures/verdict/race.ts'

conformance('AC-36', async ({ authorizer, tokenEndpoint, target }) => {
  const rounds = roundsToCatch(raceDetection)
  allowFlows(rounds)

  const answers = []
  for (let round = 0; round < rounds; round++) {
    const { code } = await authorizer.grant()
    answers.push(await redeemConcurrently(tokenEndpoint, code, target.config.concurrency))
  }

  return judgeRace(answers)
})
