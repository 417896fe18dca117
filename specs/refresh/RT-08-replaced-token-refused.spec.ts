import {
  conformance,
  judgeRefusal,
  refreshTokenRefused,
  whenRotating,
} from '../../fixtures/index.ts'

// The refresh token a refresh replaced, presented again.
conformance(
  'RT-08',
  whenRotating(({ replacedAgain }) => judgeRefusal(replacedAgain, refreshTokenRefused)),
)
