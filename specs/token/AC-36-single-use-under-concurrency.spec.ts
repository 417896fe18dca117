import {
  allowFlows,
  conformance,
  judgeRace,
  raceDetection,
  redeemConcurrently,
  roundsToCatch,
} from '../../fixtures/index.ts'

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
