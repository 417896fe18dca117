import {
  allowFlows,
  conformance,
  judgeRace,
  raceDetection,
  raceRounds,
  roundsToCatch,
} from '../../fixtures/index.ts'

conformance('AC-36', async ({ authorizer, tokenEndpoint, target }) => {
  const required = roundsToCatch(raceDetection)
  allowFlows(required)

  const { rounds, throttled, unobserved } = await raceRounds(
    authorizer,
    tokenEndpoint,
    target.config.concurrency,
    required,
  )

  return judgeRace(rounds, { required, unobserved, throttled })
})
