import { randomBytes } from 'node:crypto'
import {
  conformance,
  judgeUnknownNonce,
  nonceAnswer,
  tokenIssued,
  whenDpop,
} from '../../fixtures/index.ts'

// One fresh code, redeemed with correct proofs: first with no nonce (does the server demand
// nonces?), then with a nonce it never issued (refused: use_dpop_nonce, a fresh DPoP-Nonce),
// then with the nonce that answer handed out (the positive control: a token).
conformance(
  'DPOP-11',
  whenDpop(async ({ authorizer, tokenEndpoint }) => {
    const { code } = await authorizer.grant()
    const withoutNonce = await tokenEndpoint.redeem(code, { proof: { nonce: null } })
    if (nonceAnswer(withoutNonce, tokenIssued).kind !== 'challenge') {
      return judgeUnknownNonce({ withoutNonce })
    }

    const nonce = randomBytes(16).toString('base64url')
    const madeUp = { nonce, exchange: await tokenEndpoint.redeem(code, { proof: { nonce } }) }
    const handedOut = nonceAnswer(madeUp.exchange, tokenIssued)
    if (handedOut.kind !== 'challenge' || handedOut.nonce === nonce) {
      return judgeUnknownNonce({ withoutNonce, madeUp })
    }

    const retry = await tokenEndpoint.redeem(code, { proof: { nonce: handedOut.nonce } })
    return judgeUnknownNonce({ withoutNonce, madeUp, retry })
  }),
)
