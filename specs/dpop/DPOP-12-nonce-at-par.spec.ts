import {
  codeOfPush,
  conformance,
  judgeNonceAtPar,
  nonceAnswer,
  profileChallenge,
  pushTaken,
  pushWithProof,
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
    whenPushing(async (fixtures, profile) => {
      const { tokenEndpoint } = fixtures
      const pkce = profileChallenge()
      const first = await pushWithProof(fixtures, profile, pkce, null)
      const withoutNonce = first.exchange
      const asked = nonceAnswer(withoutNonce, pushTaken)
      if (asked.kind === 'taken') {
        const code = await codeOfPush(fixtures, first, pkce)
        const tokenWithoutNonce = await tokenEndpoint.redeem(code, { proof: { nonce: null } })
        return judgeNonceAtPar({ withoutNonce, tokenWithoutNonce })
      }
      if (asked.kind !== 'challenge') return judgeNonceAtPar({ withoutNonce })

      const pushed = await pushWithProof(fixtures, profile, pkce, asked.nonce)
      const withNonce = pushed.exchange
      if (pushed.requestUri === undefined) return judgeNonceAtPar({ withoutNonce, withNonce })

      const code = await codeOfPush(fixtures, pushed, pkce)
      const otherKey = await tokenEndpoint.redeem(code, { proof: 'second key' })
      const controlPkce = profileChallenge()
      const control = await pushWithProof(fixtures, profile, controlPkce)
      const sameKey = await tokenEndpoint.redeem(await codeOfPush(fixtures, control, controlPkce))
      return judgeNonceAtPar({ withoutNonce, withNonce, otherKey, sameKey })
    })(fixtures),
  ),
)
