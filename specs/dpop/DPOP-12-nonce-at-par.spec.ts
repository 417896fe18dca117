import {
  authorizeProofPush,
  conformance,
  judgeNonceAtPar,
  nonceAnswer,
  preconditionFailed,
  pushTaken,
  whenDpop,
  whenPushing,
} from '../../fixtures/index.ts'

// A push with a correct DPoP proof (no dpop_jkt) and no nonce: asked for a nonce as the token
// endpoint asks (where the push is taken, its code redeemed without a nonce tells whether the
// server demands nonces at all). The push again with the nonce: 201. Its code, bound to the
// proof's key, redeemed with another key's proof: refused; a code pushed the same way,
// redeemed with the proof's key: a token (the positive control).
conformance(
  'DPOP-12',
  whenDpop((fixtures) =>
    whenPushing(async (fixtures) => {
      const { tokenEndpoint } = fixtures
      const first = await authorizeProofPush(fixtures, null)
      if (!first.flow.pushed) throw preconditionFailed('the request was not pushed')
      const withoutNonce = first.flow.pushed.exchange
      const asked = nonceAnswer(withoutNonce, pushTaken)
      if (asked.kind === 'taken' && first.code !== undefined) {
        const tokenWithoutNonce = await tokenEndpoint.redeem(first.code, { proof: { nonce: null } })
        return judgeNonceAtPar({ withoutNonce, tokenWithoutNonce })
      }
      if (asked.kind !== 'challenge') return judgeNonceAtPar({ withoutNonce })

      const pushed = await authorizeProofPush(fixtures, asked.nonce)
      const withNonce = pushed.flow.pushed?.exchange
      if (!withNonce || pushed.code === undefined)
        return judgeNonceAtPar({ withoutNonce, withNonce })

      const otherKey = await tokenEndpoint.redeem(pushed.code, { proof: 'second key' })
      const control = await authorizeProofPush(fixtures)
      const sameKey =
        control.code === undefined ? undefined : await tokenEndpoint.redeem(control.code)
      return judgeNonceAtPar({ withoutNonce, withNonce, otherKey, sameKey })
    })(fixtures),
  ),
)
