import { conformance, judgeRefreshRevoked, observed, whenRotating } from '../../fixtures/index.ts'

// The token that replaced it, after the replaced one was presented again.
conformance(
  'RT-09',
  whenRotating(({ replacementAfter }) =>
    judgeRefreshRevoked(
      observed(replacementAfter),
      'after the replaced refresh token was presented again',
    ),
  ),
)
