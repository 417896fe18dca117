import {
  conformance,
  judgeRace,
  raceDetection,
  raceRounds,
  roundsToCatch,
} from '../../fixtures/index.ts'

conformance('AC-36', async (fixtures) => {
  const required = roundsToCatch(raceDetection)

  const { rounds, throttled, unobserved } = await raceRounds(
    fixtures,
    fixtures.target.config.concurrency,
    required,
  )

  return judgeRace(rounds, { required, unobserved, throttled })
})
